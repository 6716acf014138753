import { showBidiControls } from './bidi';

export const PRODUCT_NAME = 'Larder';

/**
 * Page title, app name and product name joined by ' - ', skipping empty parts. The title is plain
 * text, so a direction control character in a part (say, in the app name) is shown as its marker
 * (`⟨U+202E⟩`) rather than reordering the title in the tab and the history.
 */
export function buildDocumentTitle(pageTitle: string | undefined, appName: string | undefined): string {
  return showBidiControls(
    [pageTitle, appName, PRODUCT_NAME].filter((part) => part && part.trim()).join(' - '),
  );
}
