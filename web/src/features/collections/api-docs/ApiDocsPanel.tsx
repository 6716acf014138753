import { useMemo, useState } from 'react';
import type { Collection } from 'pocketbase';
import { apiDocTabs } from './model/apiDocs';
import { useLanguage } from '../../../ui/useLanguage';
import { Overlay, OverlayCloseButton } from '../../../ui/Overlay';
import { tabIds, Tabs, useTabsId } from '../../../ui/Tabs';
import { ApiDocTabView, type SdkLanguage } from './ApiDocTabView';
import styles from './ApiDocsPanel.module.css';
import { t } from './messages';

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
  // the tabs' texts are written in the language on screen: built again when it changes
  const lang = useLanguage();
  // built only while open; the overlay keeps showing the last content through its close animation
  const tabs = useMemo(
    () => (open ? apiDocTabs(collection, window.location.origin) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `lang`: the texts are in the language on screen
    [collection, open, lang],
  );
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];
  return (
    <Overlay
      open={open}
      wide
      onClose={onClose}
      title={t('title', { collection: collection.name })}
      variant="panel"
      footer={<OverlayCloseButton>{t('close')}</OverlayCloseButton>}
    >
      {current && (
        <>
          <div className={styles.tabs}>
            <Tabs
              baseId={tabsId}
              label={t('endpoints', { collection: collection.name })}
              tabs={tabs.map((tab) => ({ id: tab.id, label: tab.label }))}
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
