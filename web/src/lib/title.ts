export const PRODUCT_NAME = 'Larder';

/** Page title, app name and product name joined by ' - ' (spec §1), skipping empty parts. */
export function buildDocumentTitle(pageTitle: string | undefined, appName: string | undefined): string {
  return [pageTitle, appName, PRODUCT_NAME].filter((part) => part && part.trim()).join(' - ');
}
