// The icon factory, and the one icon the first page needs (the toasts' close button), apart from
// the other icons: a module lives in one chunk, so the entry holding this one keeps it small.

import type { ReactElement } from 'react';
import styles from './icons.module.css';

interface IconProps {
  size?: number;
  className?: string;
}

interface IconOptions {
  /**
   * The icon points along the line of text (an arrow to go back or forward, undo and redo, a
   * sign-out arrow, lines of text with their bullets): a right-to-left page shows it mirrored.
   * Icons that point up or down, or have no direction (close, plus, sort arrows), are not.
   */
  directional?: boolean;
}

/**
 * The class that mirrors an element in a right-to-left page: for a directional glyph that is no
 * icon of this module (a text arrow, "→").
 */
export const MIRRORED_IN_RTL: string = styles.directional;

/** An icon component from its SVG paths (24×24 view box, stroked, hidden from assistive technology). */
export function icon(paths: () => ReactElement, { directional = false }: IconOptions = {}) {
  const ownClass = directional ? MIRRORED_IN_RTL : undefined;
  return function Icon({ size = 16, className }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={[ownClass, className].filter(Boolean).join(' ') || undefined}
        data-directional={directional ? '' : undefined}
      >
        {paths()}
      </svg>
    );
  };
}

export const IconClose = /* @__PURE__ */ icon(() => <path d="M18 6 6 18M6 6l12 12" />);
