import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useHashLocation } from './useHashLocation';
import styles from './Dropdown.module.css';

export interface DropdownItem {
  label: string;
  icon?: ReactNode;
  onSelect: () => void;
}

interface DropdownProps {
  /** Accessible name of the trigger. */
  label: string;
  trigger: ReactNode;
  items: DropdownItem[];
  placement?: 'top-start' | 'bottom-end';
  triggerClassName?: string;
}

/**
 * A menu button. Closes on outside click, Escape, selection and route change (spec §2).
 * Arrow keys move between items; focus returns to the trigger on Escape.
 */
export function Dropdown({
  label,
  trigger,
  items,
  placement = 'bottom-end',
  triggerClassName,
}: DropdownProps) {
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const { path } = useHashLocation();
  const [openedAt, setOpenedAt] = useState(path);

  if (isOpen && openedAt !== path) setIsOpen(false);

  useEffect(() => {
    if (!isOpen) return;
    const onDown = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setIsOpen(false);
    };
    // Escape is handled natively on the menu's root so it closes only the menu, before any
    // enclosing panel (whose dialog listens natively too) sees it
    const root = rootRef.current;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      e.preventDefault();
      setIsOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('mousedown', onDown);
    root?.addEventListener('keydown', onKeyDown);
    root?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    return () => {
      document.removeEventListener('mousedown', onDown);
      root?.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  const moveFocus = (delta: number) => {
    const nodes = Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const index = nodes.indexOf(document.activeElement as HTMLElement);
    nodes[(index + delta + nodes.length) % nodes.length]?.focus();
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
        onClick={() => {
          setOpenedAt(path);
          setIsOpen((v) => !v);
        }}
      >
        {trigger}
      </button>
      {isOpen && (
        <div
          id={menuId}
          role="menu"
          tabIndex={-1}
          aria-label={label}
          className={`${styles.menu} ${styles[placement]}`}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              moveFocus(1);
            } else if (e.key === 'ArrowUp') {
              e.preventDefault();
              moveFocus(-1);
            }
          }}
        >
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              className={styles.item}
              onClick={() => {
                setIsOpen(false);
                item.onSelect();
              }}
            >
              {item.icon}
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
