import { useState } from 'react';
import type { Collection } from 'pocketbase';
import { showBidiControls } from '../../../lib/bidi';
import { filterCollections, isCompactSidebar } from '../../../lib/collectionsList';
import { buildHref } from '../../../lib/hashRoute';
import { IconDatabase, IconPlus, IconSearch, IconUsers } from '../../../ui/icons';
import { SafeText } from '../../../ui/SafeText';
import { t, type CollectionsKey } from './messages';
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

const TYPE_LABEL: { [type: string]: CollectionsKey } = {
  auth: 'type.auth',
  base: 'type.base',
  view: 'type.view',
};

/** The collections list: search as you type, selected one marked, compact above 20. */
export function CollectionsSidebar(props: CollectionsSidebarProps) {
  const { collections, selectedId, isLoading, isScreen, onNewCollection, onPreloadEditor } = props;
  const [search, setSearch] = useState('');
  const shown = filterCollections(collections, search);
  const isCompact = isCompactSidebar(collections.length);
  return (
    <nav
      className={`${styles.sidebar} ${isCompact ? styles.compact : ''}`}
      aria-label={t('title')}
      data-compact={isCompact}
    >
      {/* the top bar names the screen already */}
      {isScreen && <h1 className="visually-hidden">{t('title')}</h1>}
      <div className={styles.search}>
        <IconSearch size={14} className={styles.searchIcon} />
        <input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
        />
      </div>
      {isLoading ? (
        <p className={styles.note} role="status">
          {t('loading')}
        </p>
      ) : shown.length === 0 && collections.length > 0 ? (
        <p className={styles.note}>{t('search.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {shown.map((collection) => (
            <li key={collection.id}>
              <a
                href={'#' + buildHref('/collections', { collectionId: collection.id })}
                className={styles.link}
                aria-current={collection.id === selectedId ? 'page' : undefined}
                title={t('link.title', {
                  name: showBidiControls(collection.name),
                  type: TYPE_LABEL[collection.type] ? t(TYPE_LABEL[collection.type]) : collection.type,
                })}
              >
                {collection.type === 'auth' ? <IconUsers size={14} /> : <IconDatabase size={14} />}
                {/* a collection's name is an identifier: it reads left to right, cut at its end */}
                <span className={styles.name} dir="ltr">
                  <SafeText text={collection.name} />
                </span>
                {collection.type === 'view' && <span className={styles.type}>{t('type.viewBadge')}</span>}
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
          <IconPlus size={14} /> {t('newCollection')}
        </button>
      )}
    </nav>
  );
}
