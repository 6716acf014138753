import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { uiText as t } from '../lib/uiMessages';
import { IconCheck, IconChevronDown, IconClose } from './icons';
import styles from './Select.module.css';

export interface SelectOption {
  value: string;
  label: string;
  hint?: string;
}

interface SelectProps {
  /** On the trigger button (a `<Field>` label's htmlFor points here). */
  id?: string;
  'aria-labelledby'?: string;
  /** Shown by the trigger's border (a button takes no aria-invalid; the error is in aria-describedby). */
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  options: readonly SelectOption[];
  /** A string in single mode, an array in multiple mode. */
  value: string | readonly string[];
  /** Single: the picked value ('' when cleared); multiple: the new array, in the order of the options. */
  onChange: (value: string | string[]) => void;
  multiple?: boolean;
  placeholder?: string;
  /** A search input above the options; by default when there are more than 5 of them. */
  searchable?: boolean;
  noOptionsText?: string;
  disabled?: boolean;
  /** A 'Clear' button that empties the value ('' or []). */
  clearable?: boolean;
}

type ActiveOnOpen = 'selected' | 'last';

/**
 * A select widget: a button (aria-haspopup="listbox") that opens a popover under it with an optional
 * search input and a listbox. Closes on outside click, Escape, Tab and (single mode) selection.
 *
 * Keyboard: Enter, Space or ArrowDown on the trigger open it on the selected option (or the first),
 * ArrowUp on the last. Focus stays in the search input (or the listbox when not searchable), which
 * points at the active option with aria-activedescendant: ArrowDown/ArrowUp move (wrapping),
 * Home/End go to the ends, Enter (and Space without search) picks — single mode closes and returns
 * focus to the trigger, multiple mode toggles and stays open. Escape closes and returns focus to the
 * trigger without reaching an enclosing dialog. Tab is not trapped: the popover closes as focus leaves.
 * Options are plain `<li>`s with one delegated click handler, so a few hundred stay cheap.
 */
export function Select({
  id,
  'aria-labelledby': labelledBy,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
  options,
  value,
  onChange,
  multiple = false,
  placeholder = t('select.placeholder'),
  searchable = options.length > 5,
  noOptionsText = t('select.noOptions'),
  disabled = false,
  clearable = false,
}: SelectProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // set by a Tab keydown in the popover: the focusout that follows closes it, wherever focus went
  const tabbingRef = useRef(false);
  const baseId = useId();
  const triggerId = id ?? `${baseId}-trigger`;
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${listId}-${index}`;

  const selected = useMemo(() => (typeof value === 'string' ? [value] : [...value]), [value]);
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const byValue = useMemo(() => new Map(options.map((option) => [option.value, option])), [options]);
  const labels = selected.map((v) => byValue.get(v)?.label ?? v).filter((label) => label !== '');
  const hasValue = selected.some((v) => v !== '');

  const filtered = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (!searchable || !q) return options;
    return options.filter((o) => o.label.toLowerCase().includes(q) || o.value.toLowerCase().includes(q));
  }, [options, query, searchable]);
  const active = Math.min(activeIndex, filtered.length - 1);

  const open = (at: ActiveOnOpen) => {
    setQuery('');
    setActiveIndex(
      at === 'last'
        ? options.length - 1
        : Math.max(
            0,
            options.findIndex((o) => selectedSet.has(o.value)),
          ),
    );
    tabbingRef.current = false;
    setIsOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  useEffect(() => {
    if (!isOpen) return;
    const onDown = (e: globalThis.MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setIsOpen(false);
    };
    // Escape is handled natively on the root so it closes only the popover, before an enclosing
    // panel (whose dialog listens natively too, and cancels on an unprevented Escape) sees it
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

  // without a search input, the listbox itself takes focus (the input has autoFocus)
  useEffect(() => {
    if (isOpen && !searchable) listRef.current?.focus();
  }, [isOpen, searchable]);

  // keeps the active option in view (by hand: cheap, and no scrollIntoView of the outer page)
  useEffect(() => {
    const list = listRef.current;
    const item = list?.children[active];
    if (!isOpen || !list || !(item instanceof HTMLElement)) return;
    if (item.offsetTop < list.scrollTop) list.scrollTop = item.offsetTop;
    else if (item.offsetTop + item.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = item.offsetTop + item.offsetHeight - list.clientHeight;
  }, [isOpen, active]);

  const pick = (option: SelectOption) => {
    if (!multiple) {
      close(true);
      if (option.value !== value) onChange(option.value);
      return;
    }
    const next = new Set(selectedSet);
    if (next.has(option.value)) next.delete(option.value);
    else next.add(option.value);
    // in the order of the options; values no option knows (stale ones) are kept at the end
    onChange([
      ...options.filter((o) => next.has(o.value)).map((o) => o.value),
      ...selected.filter((v) => !byValue.has(v)),
    ]);
    setActiveIndex(filtered.indexOf(option));
  };

  const handleTriggerKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    // handled on keydown (and default prevented) so that Enter and Space open rather than toggle
    // through the button's click
    if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') {
      e.preventDefault();
      open('selected');
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      open('last');
    }
  };

  const handleKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Tab') {
      tabbingRef.current = true;
      return;
    }
    if (e.nativeEvent.isComposing) return;
    const last = filtered.length - 1;
    if (e.key === 'Enter' || (e.key === ' ' && !searchable)) {
      // (also keeps Enter in the search input from submitting an enclosing form)
      e.preventDefault();
      if (active >= 0) pick(filtered[active]);
      return;
    }
    let next: number;
    if (e.key === 'ArrowDown') next = active >= last ? 0 : active + 1;
    else if (e.key === 'ArrowUp') next = active <= 0 ? last : active - 1;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = last;
    else return;
    e.preventDefault();
    setActiveIndex(Math.max(0, next));
  };

  const handleListClick = (e: MouseEvent<HTMLUListElement>) => {
    const item = e.target instanceof Element ? e.target.closest<HTMLElement>('[role="option"]') : null;
    const option = item ? filtered[Number(item.dataset.index)] : undefined;
    if (option) pick(option);
  };

  const showsClear = clearable && hasValue && !disabled;

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        className={`${styles.trigger} ${showsClear ? styles.withClear : ''}`}
        aria-haspopup="listbox"
        aria-expanded={isOpen}
        aria-controls={isOpen ? listId : undefined}
        aria-labelledby={labelledBy}
        // aria-invalid is not an ARIA state of a button: the error reaches assistive technology through
        // aria-describedby (the Field's error message) and is shown by the border
        data-invalid={invalid || undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        onClick={() => (isOpen ? close(false) : open('selected'))}
        onKeyDown={handleTriggerKeyDown}
      >
        <span className={labels.length > 0 ? styles.value : styles.placeholder}>
          {labels.length > 0 ? labels.join(', ') : placeholder}
        </span>
        <IconChevronDown className={styles.chevron} />
      </button>
      {showsClear && (
        <button
          type="button"
          className={styles.clear}
          aria-label={t('select.clear')}
          title={t('select.clear')}
          onClick={() => {
            close(true);
            onChange(multiple ? [] : '');
          }}
        >
          <IconClose size={14} />
        </button>
      )}
      {isOpen && (
        <div
          className={styles.popover}
          onBlur={(e) => {
            // closes after a Tab, or when focus moves out of the widget by other means. Focus moving
            // to the trigger is left to its click (a toggle), and a null target without a Tab (the
            // window lost focus) keeps the popover open.
            const to = e.relatedTarget;
            if (tabbingRef.current || (to && !rootRef.current?.contains(to))) {
              tabbingRef.current = false;
              setIsOpen(false);
            }
          }}
        >
          {searchable && (
            <input
              type="text"
              className={styles.search}
              aria-label={t('select.search')}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={active >= 0 ? optionId(active) : undefined}
              autoComplete="off"
              spellCheck={false}
              autoFocus
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setActiveIndex(0);
              }}
              onKeyDown={handleKeyDown}
            />
          )}
          {filtered.length === 0 && (
            <div className={styles.empty} role="status">
              {noOptionsText}
            </div>
          )}
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            aria-labelledby={labelledBy ?? triggerId}
            aria-multiselectable={multiple || undefined}
            aria-activedescendant={!searchable && active >= 0 ? optionId(active) : undefined}
            tabIndex={-1}
            className={styles.list}
            onKeyDown={searchable ? undefined : handleKeyDown}
            // focus stays in the search input (or the listbox) while options are clicked
            onMouseDown={(e) => e.preventDefault()}
            onClick={handleListClick}
          >
            {filtered.map((option, index) => {
              const isSelected = selectedSet.has(option.value);
              return (
                <li
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={isSelected}
                  // with a hint, the option's name stays its label and the hint describes it
                  aria-label={option.hint ? option.label : undefined}
                  aria-describedby={option.hint ? `${optionId(index)}-hint` : undefined}
                  data-index={index}
                  className={`${styles.option} ${index === active ? styles.active : ''}`}
                >
                  <span className={styles.label}>{option.label}</span>
                  {option.hint && (
                    <span id={`${optionId(index)}-hint`} className={styles.hint}>
                      {option.hint}
                    </span>
                  )}
                  {isSelected && <IconCheck className={styles.check} />}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
