import { expect, type Locator, type Page } from '@playwright/test';
import { api } from './api';
import type { CollectionInfo } from './records';

// The collection editor, driven the way an admin drives it.

export interface SavedCollection extends CollectionInfo {
  indexes: string[];
  listRule: string | null;
  viewRule: string | null;
  createRule: string | null;
  updateRule: string | null;
  deleteRule: string | null;
  options: Record<string, unknown>;
  schema: Array<CollectionInfo['schema'][number] & { options: Record<string, unknown> }>;
}

export function getCollection(url: string, token: string, idOrName: string): Promise<SavedCollection> {
  return api<SavedCollection>(url, `/api/collections/${idOrName}`, { token });
}

export function editorPanel(
  page: Page,
  title: 'New collection' | 'Edit collection' = 'New collection',
): Locator {
  return page.getByRole('dialog', { name: title });
}

export async function openNewCollection(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'New collection' }).click();
  const panel = editorPanel(page);
  await expect(panel).toBeVisible();
  return panel;
}

export async function openEditCollection(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Edit collection' }).click();
  const panel = editorPanel(page, 'Edit collection');
  await expect(panel).toBeVisible();
  return panel;
}

export const fieldCards = (panel: Locator) =>
  panel.getByRole('list', { name: 'Schema fields' }).locator(':scope > li');

/** Adds a field of the type labelled `typeLabel`, names it, and returns its (open) card. */
export async function addField(panel: Locator, typeLabel: string, name: string): Promise<Locator> {
  const before = await fieldCards(panel).count();
  await panel.getByRole('button', { name: 'New field' }).click();
  await panel.page().getByRole('menuitem', { name: typeLabel, exact: true }).click();
  const card = fieldCards(panel).nth(before);
  const nameInput = card.getByRole('textbox', { name: /^Name of the / });
  await expect(nameInput).toBeFocused();
  await nameInput.fill(name);
  return card;
}

export function card(panel: Locator, name: string): Locator {
  return fieldCards(panel).filter({ has: panel.page().locator(`input[value="${name}"]`) });
}

/** Opens a field's options (its accordion) unless they show already. */
export async function openCard(panel: Locator, name: string): Promise<Locator> {
  const c = card(panel, name);
  const toggle = c.getByRole('button', { name: new RegExp(`options of field ${name}$`) });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return c;
}

/** Picks options of a Select widget (by its label) in `scope`. */
export async function pickOptions(scope: Locator, label: string, values: string[]): Promise<void> {
  const trigger = scope.getByRole('button', { name: label, exact: false }).first();
  await trigger.click();
  const listbox = scope.page().getByRole('listbox');
  for (const value of values) {
    const search = scope.page().getByRole('textbox', { name: 'Search options' });
    if (await search.isVisible()) await search.fill(value);
    await listbox.getByRole('option', { name: value, exact: true }).click();
  }
  // a single select closes on its pick; a multiple one stays open until Escape
  if (await listbox.isVisible()) await scope.page().keyboard.press('Escape');
  await expect(listbox).toHaveCount(0);
}

export async function saveCollection(panel: Locator, button: 'Create' | 'Save changes' = 'Create') {
  await panel.getByRole('button', { name: button, exact: true }).click();
}
