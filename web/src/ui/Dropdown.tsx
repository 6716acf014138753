import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { IconCheck } from './icons';
import { useHashLocation } from './useHashLocation';
import styles from './Dropdown.module.css';

export interface DropdownItem {
  label: string;
  icon?: ReactNode;
  onSelect: () => void;
}

/** One choice of a group: a menuitemradio, `checked` for the one in force. */
export interface DropdownChoice {
  label: string;
  /** The language of the label, when it is not the page's (a language named in itself). */
  lang?: string;
  checked: boolean;
  onSelect: () => void;
}

/** A named group of exclusive choices (e.g. the theme), shown under its name in the menu. */
export interface DropdownChoiceGroup {
  group: string;
  choices: DropdownChoice[];
}

export type DropdownEntry = DropdownItem | DropdownChoiceGroup;

interface DropdownProps {
  /** Accessible name of the trigger. */
  label: string;
  trigger: ReactNode;
  items: DropdownEntry[];
  /** top-start: beside the trigger, towards the end side; above-start: above it, at its start edge. */
  placement?: 'top-start' | 'above-start' | 'bottom-end';
  triggerClassName?: string;
}

type FocusTarget = 'first' | 'last';

/**
 * A menu button (WAI-ARIA menu button pattern). Closes on outside click, Escape, Tab, selection
 * and route change.
 *
 * Keyboard: Enter, Space or ArrowDown on the trigger open the menu on its first item, ArrowUp on
 * its last. In the menu, ArrowDown/ArrowUp move (wrapping), Home/End go to the ends, Enter/Space
 * activate the focused item, Escape closes and returns focus to the trigger. The trigger is the
 * only tab stop: items have tabIndex -1 (roving focus), and Tab is not trapped — it moves focus on
 * from the item as the browser would, and the menu closes as focus leaves it. A choice group's
 * items (menuitemradio, aria-checked) take part in the same arrow-key order as the plain items.
 */
export function Dropdown({
  label,
  trigger,
  items,
  placement = 'bottom-end',
  triggerClassName,
}: DropdownProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<FocusTarget>('first');
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  // set by a Tab keydown in the menu: the focusout that follows closes it, wherever focus went
  const tabbingRef = useRef(false);
  const menuId = useId();
  const { path } = useHashLocation();
  const [openedAt, setOpenedAt] = useState(path);

  if (isOpen && openedAt !== path) setIsOpen(false);

  const open = (focus: FocusTarget) => {
    setOpenedAt(path);
    setFocusOnOpen(focus);
    tabbingRef.current = false;
    setIsOpen(true);
  };

  useEffect(() => {
    if (!isOpen) return;
    const onDown = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setIsOpen(false);
    };
    // Escape is handled natively on the menu's root so it closes only the menu, before any
    // enclosing panel (whose dialog listens natively too) sees it
    const root = rootRef.current;
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      e.preventDefault();
      setIsOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('mousedown', onDown);
    root?.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onDown);
      root?.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  // focus lands on the first or last item once the menu is in the DOM
  useEffect(() => {
    if (!isOpen) return;
    const nodes = menuItems(menuRef.current);
    (focusOnOpen === 'last' ? nodes.at(-1) : nodes[0])?.focus();
  }, [isOpen, focusOnOpen]);

  const onTriggerKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    // handled on keydown (and default prevented) so that Enter and Space open rather than toggle
    // through the button's click
    if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') {
      e.preventDefault();
      open('first');
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      open('last');
    }
  };

  const onMenuKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    // Tab is not trapped and not re-implemented: the browser moves focus on from the item (to
    // the trigger on Shift+Tab, past the menu on Tab) and the menu closes on that focusout
    if (e.key === 'Tab') {
      tabbingRef.current = true;
      return;
    }
    const nodes = menuItems(menuRef.current);
    if (nodes.length === 0) return;
    const index = nodes.indexOf(document.activeElement as HTMLElement);
    let next: number;
    if (e.key === 'ArrowDown') next = (index + 1) % nodes.length;
    // (from the menu itself, index -1, ArrowUp goes to the last item)
    else if (e.key === 'ArrowUp') next = (index <= 0 ? nodes.length : index) - 1;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = nodes.length - 1;
    // Enter and Space are left to the item's <button>, which activates natively (onClick)
    else return;
    e.preventDefault();
    nodes[next].focus();
  };

  const select = (item: { onSelect: () => void }) => {
    setIsOpen(false);
    triggerRef.current?.focus();
    item.onSelect();
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={triggerRef}
        type="button"
        className={triggerClassName}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => (isOpen ? setIsOpen(false) : open('first'))}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
      </button>
      {isOpen && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          tabIndex={-1}
          aria-label={label}
          className={`${styles.menu} ${styles[placement]}`}
          onKeyDown={onMenuKeyDown}
          onBlur={(e) => {
            // closes after a Tab, or when focus moves out of the dropdown by other means. Focus
            // moving to the trigger is left to its click (a toggle), and a null target without a
            // Tab (the window lost focus) keeps the menu open.
            const to = e.relatedTarget;
            if (tabbingRef.current || (to && !rootRef.current?.contains(to))) {
              tabbingRef.current = false;
              setIsOpen(false);
            }
          }}
        >
          {items.map((item) =>
            'group' in item ? (
              <ChoiceGroup key={item.group} group={item} onSelect={select} />
            ) : (
              <button
                key={item.label}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={styles.item}
                onClick={() => select(item)}
              >
                {item.icon}
                {item.label}
              </button>
            ),
          )}
        </div>
      )}
    </div>
  );
}

function ChoiceGroup({
  group,
  onSelect,
}: {
  group: DropdownChoiceGroup;
  onSelect: (choice: DropdownChoice) => void;
}) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className={styles.group}>
      <div id={labelId} className={styles.groupLabel}>
        {group.group}
      </div>
      {group.choices.map((choice) => (
        <button
          key={choice.label}
          type="button"
          role="menuitemradio"
          aria-checked={choice.checked}
          lang={choice.lang}
          tabIndex={-1}
          className={styles.item}
          onClick={() => onSelect(choice)}
        >
          {/* the check shows the choice in force; its place is kept on the others so labels align */}
          <span className={styles.check}>{choice.checked && <IconCheck />}</span>
          {choice.label}
        </button>
      ))}
    </div>
  );
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"], [role="menuitemradio"]') ?? []);
}
