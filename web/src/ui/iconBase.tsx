// The icon factory, and the one icon the first page needs (the toasts' close button), apart from
// the other icons: a module lives in one chunk, so the entry holding this one keeps it small.

import type { ReactElement } from 'react';

interface IconProps {
  size?: number;
  className?: string;
}

/** An icon component from its SVG paths (24×24 view box, stroked, hidden from assistive technology). */
export function icon(paths: () => ReactElement) {
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
        className={className}
      >
        {paths()}
      </svg>
    );
  };
}

export const IconClose = /* @__PURE__ */ icon(() => <path d="M18 6 6 18M6 6l12 12" />);
