import { useState } from 'react';
import type { Collection } from 'pocketbase';
import { showBidiControls } from '../../../lib/bidi';
import { filterCollections, isCompactSidebar } from '../../../lib/collectionsList';
import { buildHref } from '../../../lib/hashRoute';
import { IconDatabase, IconPlus, IconSearch, IconUsers } from '../../../ui/icons';
import { SafeText } from '../../../ui/SafeText';
import styles from './CollectionsSidebar.module.css';

interface CollectionsSidebarProps {
  collections: readonly Collection[];
  selectedId: string | null;
  isLoading: boolean;
  /** The list is the whole screen (a phone with no collection chosen): it carries the page heading. */
  isScreen?: boolean;
  /** 'New collection'; absent while hideControls is on. */
  onNewCollection?: () => void;
  /** Pointer over / focus on the button: start loading the editor. */
  onPreloadEditor?: () => void;
}

const TYPE_LABEL: { [type: string]: string } = { auth: 'Auth', base: 'Base', view: 'View' };

/** The collections list: search as you type, selected one marked, compact above 20. */
export function CollectionsSidebar(props: CollectionsSidebarProps) {
  const { collections, selectedId, isLoading, isScreen, onNewCollection, onPreloadEditor } = props;
  const [search, setSearch] = useState('');
  const shown = filterCollections(collections, search);
  const isCompact = isCompactSidebar(collections.length);
  return (
    <nav
      className={`${styles.sidebar} ${isCompact ? styles.compact : ''}`}
      aria-label="Collections"
      data-compact={isCompact}
    >
      {/* the top bar names the screen already */}
      {isScreen && <h1 className="visually-hidden">Collections</h1>}
      <div className={styles.search}>
        <IconSearch size={14} className={styles.searchIcon} />
        <input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search collections..."
          aria-label="Search collections"
        />
      </div>
      {isLoading ? (
        <p className={styles.note} role="status">
          Loading collections…
        </p>
      ) : shown.length === 0 && collections.length > 0 ? (
        <p className={styles.note}>No collections found.</p>
      ) : (
        <ul className={styles.list}>
          {shown.map((collection) => (
            <li key={collection.id}>
              <a
                href={'#' + buildHref('/collections', { collectionId: collection.id })}
                className={styles.link}
                aria-current={collection.id === selectedId ? 'page' : undefined}
                title={`${showBidiControls(collection.name)} (${TYPE_LABEL[collection.type] ?? collection.type})`}
              >
                {collection.type === 'auth' ? <IconUsers size={14} /> : <IconDatabase size={14} />}
                <span className={styles.name}>
                  <SafeText text={collection.name} />
                </span>
                {collection.type === 'view' && <span className={styles.type}>view</span>}
              </a>
            </li>
          ))}
        </ul>
      )}
      {onNewCollection && (
        <button
          type="button"
          className={styles.newCollection}
          onClick={onNewCollection}
          onPointerEnter={onPreloadEditor}
          onFocus={onPreloadEditor}
        >
          <IconPlus size={14} /> New collection
        </button>
      )}
    </nav>
  );
}
