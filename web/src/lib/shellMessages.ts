import english from '../locales/en/shell.json';
import { catalog } from './i18n';

/**
 * The texts of the modules every page loads (the error boundary, toasts, confirmations, the error
 * policy): this catalog travels in the entry bundle, so it holds only those.
 */
export const shellText = catalog('shell', english);
export type ShellKey = keyof typeof english;
