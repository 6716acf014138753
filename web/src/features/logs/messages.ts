import english from '../../locales/en/logs.json';
import { catalog } from '../../lib/i18n';

/** The texts of the request logs screen: toolbar, chart, table and the log panel. */
export const t = catalog('logs', english);
export type LogsKey = keyof typeof english;
