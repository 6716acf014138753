import type { KeyboardEvent } from 'react';

/**
 * Props that make a table row open something on click, Enter or Space, as one tab stop. The row
 * keeps its cells as its accessible content (no aria-label hiding them from screen readers).
 */
export function rowActivation(onOpen: () => void) {
  return {
    tabIndex: 0,
    onClick: onOpen,
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
      if (e.target !== e.currentTarget) return; // keys inside a cell's own control stay there
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        onOpen();
      }
    },
  };
}
