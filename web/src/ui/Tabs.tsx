import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { arrowStepIn } from '../lib/direction';
import styles from './Tabs.module.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  /** A marker after the label ('Has errors', a warning), with its accessible text. */
  marker?: { text: string; tone: 'danger' | 'warning' } | null;
}

interface TabsProps {
  /** From `useTabsId()`: ties the tabs to their panels. */
  baseId: string;
  label: string;
  tabs: readonly TabItem[];
  selected: string;
  onSelect: (id: string) => void;
}

/** The id of a tab's panel, for `aria-labelledby` / `id` on the panel the caller renders. */
export function tabIds(baseId: string, tabId: string) {
  return { tab: `${baseId}-tab-${tabId}`, panel: `${baseId}-panel-${tabId}` };
}

/**
 * A tab list (WAI-ARIA tabs, automatic activation): ArrowLeft/ArrowRight/Home/End move and select,
 * only the selected tab is a tab stop. The arrows follow the screen: in a right-to-left page, where
 * the tabs run from right to left, ArrowLeft goes to the next tab. Panels are the caller's: give
 * each `role="tabpanel"`, the id and `aria-labelledby` from `tabIds`, and keep unselected ones
 * `hidden` (mounted, so a form in them keeps its state).
 */
export function Tabs({ label, tabs, selected, onSelect, baseId }: TabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const handleKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.id === selected);
    const step = arrowStepIn(e.currentTarget, e.key);
    let next = -1;
    if (step !== 0) next = (index + step + tabs.length) % tabs.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = tabs.length - 1;
    if (next < 0) return;
    e.preventDefault();
    onSelect(tabs[next].id);
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };
  return (
    // the tabs are the focusable elements; the list only hears their arrow keys
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div className={styles.list} role="tablist" aria-label={label} ref={listRef} onKeyDown={handleKeyDown}>
      {tabs.map((tab) => {
        const ids = tabIds(baseId, tab.id);
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={ids.tab}
            aria-selected={isSelected}
            aria-controls={ids.panel}
            tabIndex={isSelected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
            {tab.marker && (
              <span className={styles.marker} data-tone={tab.marker.tone} title={tab.marker.text}>
                <span className={styles.srOnly}>{tab.marker.text}</span>
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}

/** A stable base id for one Tabs instance and its panels. */
export function useTabsId(): string {
  return useId().replace(/:/g, '');
}
