// The parts of the app's data tables (admins, logs, records), so a screen draws its table with these
// and never reaches for the table stylesheet itself. Each part takes the usual attributes of its
// element; a `className` is added after the part's own class.
import type { HTMLAttributes, ReactNode, Ref, TableHTMLAttributes } from 'react';
import { rowActivation } from './rowActivation';
import styles from './Table.module.css';

const withClass = (own: string, className: string | undefined) =>
  className === undefined ? own : `${own} ${className}`;

/** The bordered box of a table that is not virtualised: the table, its status and its footer line. */
export function TableBox({ children }: { children: ReactNode }) {
  return <div className={styles.wrap}>{children}</div>;
}

export function Table({
  className,
  ...props
}: TableHTMLAttributes<HTMLTableElement> & { ref?: Ref<HTMLTableElement> }) {
  return <table {...props} className={withClass(styles.table, className)} />;
}

interface VirtualTableScrollProps extends HTMLAttributes<HTMLDivElement> {
  ref?: Ref<HTMLDivElement>;
}

/**
 * The scroll box of a virtualised table (focusable by script only, so a keyboard scroll starts in
 * it); its screen may set `--scroll-max-height`.
 */
export function VirtualTableScroll({ className, ...props }: VirtualTableScrollProps) {
  return <div {...props} className={withClass(styles.virtualScroll, className)} tabIndex={-1} />;
}

/** The empty row above or below the rendered rows of a virtualised table, `height` pixels high. */
export function SpacerRow({ span, height }: { span: number; height: number }) {
  return (
    <tr aria-hidden="true" className={styles.spacer}>
      <td colSpan={span} style={{ height }} />
    </tr>
  );
}

interface TableRowProps extends HTMLAttributes<HTMLTableRowElement> {
  /** Opens the row's item on click, Enter or Space (the row is one tab stop). */
  onOpen: () => void;
}

/** A row that opens its item, highlighted on hover and focus. */
export function TableRow({ onOpen, className, ...props }: TableRowProps) {
  return <tr {...props} className={withClass(styles.row, className)} {...rowActivation(onOpen)} />;
}

/** A cell of secondary text kept on one line (dates). */
export function MutedCell({ children }: { children: ReactNode }) {
  return <td className={`${styles.nowrap} ${styles.muted}`}>{children}</td>;
}

/** The line under a table, e.g. its total. */
export function TableFooterLine({ children }: { children: ReactNode }) {
  return <div className={styles.footerLine}>{children}</div>;
}
