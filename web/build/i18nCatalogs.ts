import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

// Message catalogs are written in ICU MessageFormat and compiled here, at build time, into the
// small arrays Lingui's runtime interprets: the browser never parses ICU, so the parser stays out
// of the bundle. A message that does not parse fails the build (and the unit tests) with its key.

const CATALOG = /[\\/]src[\\/]locales[\\/][a-z]{2}[\\/][A-Za-z0-9_-]+\.json$/;

export function compileCatalog(source: Record<string, unknown>, file = 'catalog'): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(source)) {
    if (typeof message !== 'string') throw new Error(`${file}: "${key}" is not a string`);
    try {
      out[key] = compileMessage(message);
    } catch (error) {
      throw new Error(`${file}: "${key}" is not a valid ICU message: ${(error as Error).message}`);
    }
  }
  return out;
}

export function i18nCatalogs(): Plugin {
  return {
    name: 'larder-i18n-catalogs',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!CATALOG.test(file)) return null;
      // still JSON, so Vite's own JSON handling turns it into a module as for any .json
      return {
        code: JSON.stringify(compileCatalog(JSON.parse(code) as Record<string, unknown>, file)),
        map: null,
      };
    },
  };
}
