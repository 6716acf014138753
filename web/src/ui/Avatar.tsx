import styles from './Avatar.module.css';

export const AVATAR_COUNT = 10;

/** Admin avatar 0–9 (the admin's `avatar` number): a coloured disc with a small geometric mark of our own. */
const MARKS = [
  <circle key="0" cx="16" cy="16" r="6" />,
  <rect key="1" x="10" y="10" width="12" height="12" rx="2" />,
  <path key="2" d="M16 9l7 13H9z" />,
  <path key="3" d="M16 8l8 8-8 8-8-8z" />,
  <path key="4" d="M9 16h14M16 9v14" strokeWidth="3" />,
  <path key="5" d="M9 12h14M9 20h14" strokeWidth="3" />,
  <path key="6" d="M16 8a8 8 0 1 0 0 16z" />,
  <path key="7" d="M10 22l6-12 6 12" strokeWidth="3" fill="none" />,
  <path key="8" d="M16 9l2 5h5l-4 3 2 6-5-4-5 4 2-6-4-3h5z" />,
  <circle key="9" cx="16" cy="16" r="6" fill="none" strokeWidth="3" />,
];

export function Avatar({ index, size = 32 }: { index: number; size?: number }) {
  const safe = Number.isInteger(index) && index >= 0 && index < AVATAR_COUNT ? index : 0;
  return (
    <svg
      className={styles.avatar}
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      data-avatar={safe}
      style={{ ['--avatar-bg' as string]: `var(--avatar-${safe})` }}
    >
      <circle cx="16" cy="16" r="16" className={styles.bg} />
      <g className={styles.mark}>{MARKS[safe]}</g>
    </svg>
  );
}
