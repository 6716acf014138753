import { useMemo, useState } from 'react';
import type { Collection } from 'pocketbase';
import { apiDocTabs } from './model/apiDocs';
import { Overlay, OverlayCloseButton } from '../../../ui/Overlay';
import { tabIds, Tabs, useTabsId } from '../../../ui/Tabs';
import { ApiDocTabView, type SdkLanguage } from './ApiDocTabView';
import styles from './ApiDocsPanel.module.css';

export interface ApiDocsPanelProps {
  collection: Collection;
  open: boolean;
  onClose: () => void;
}

/** The API docs panel of one collection, opened by 'API Preview' in the records header. */
export function ApiDocsPanel({ collection, open, onClose }: ApiDocsPanelProps) {
  const tabsId = useTabsId();
  const [selected, setSelected] = useState('list');
  const [language, setLanguage] = useState<SdkLanguage>('javascript');
  // built only while open; the overlay keeps showing the last content through its close animation
  const tabs = useMemo(
    () => (open ? apiDocTabs(collection, window.location.origin) : []),
    [collection, open],
  );
  const current = tabs.find((t) => t.id === selected) ?? tabs[0];
  return (
    <Overlay
      open={open}
      wide
      onClose={onClose}
      title={`API Preview: ${collection.name}`}
      variant="panel"
      footer={<OverlayCloseButton>Close</OverlayCloseButton>}
    >
      {current && (
        <>
          <div className={styles.tabs}>
            <Tabs
              baseId={tabsId}
              label={`${collection.name} API endpoints`}
              tabs={tabs.map((t) => ({ id: t.id, label: t.label }))}
              selected={current.id}
              onSelect={setSelected}
            />
          </div>
          <div
            role="tabpanel"
            id={tabIds(tabsId, current.id).panel}
            aria-labelledby={tabIds(tabsId, current.id).tab}
          >
            <ApiDocTabView
              key={`${collection.id}-${current.id}`}
              tab={current}
              language={language}
              onLanguageChange={setLanguage}
            />
          </div>
        </>
      )}
    </Overlay>
  );
}
