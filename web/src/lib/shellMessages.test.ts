import ar from '../locales/ar/index';
import de from '../locales/de/index';
import { bidiWarning, bidiWarningParts } from './bidi';
import { fallbackMessage } from './errors';
import { activateLanguage } from './i18n';
import { shellText } from './shellMessages';
import { passwordHint } from './recordPassword';
import { selectionLimitMessage } from './relationPicker';
import { invalidNumberMessage, numberTextError } from './valueParsing';
import { fieldTypeLabel } from './fieldTypes/schemaOptions';
import { cellText } from './fieldTypes';

// The shared texts follow the language switch (they are read when shown, never kept from the first
// load), and their catalogs' selects and plurals pick the right words.

afterEach(() => activateLanguage('en'));

const RLO = '\u202E';

describe('shared texts', () => {
  it('are English by default', () => {
    expect(shellText('boundary.stale', { area: 'page' })).toBe(
      'This page could not be loaded, most likely because the server was upgraded. Reload the page to use the new version.',
    );
    expect(shellText('boundary.failed', { area: 'index editor' })).toBe(
      'Something went wrong while showing this index editor.',
    );
    expect(bidiWarningParts()).toEqual([
      'This contains invisible direction characters (shown as ',
      ') that can make it read differently.',
    ]);
    expect(selectionLimitMessage(2)).toBe('Select up to 2 items.');
    expect(fieldTypeLabel('text')).toBe('Plain text');
  });

  it('switch to German, naming the known areas and quoting the others', () => {
    activateLanguage('de', de);
    expect(fallbackMessage()).toBe('Bei der Verarbeitung Ihrer Anfrage ist ein Fehler aufgetreten.');
    expect(shellText('boundary.failed', { area: 'panel' })).toBe(
      'Beim Anzeigen dieses Panels ist ein Fehler aufgetreten.',
    );
    expect(shellText('boundary.failed', { area: 'Indexeditor' })).toBe(
      'Beim Anzeigen des Bereichs „Indexeditor“ ist ein Fehler aufgetreten.',
    );
    expect(bidiWarning(`a${RLO}b`)).toBe(
      'Dies enthält unsichtbare Richtungszeichen (angezeigt als ⟨U+202E⟩), durch die es anders gelesen werden kann.',
    );
    expect(numberTextError('abc')).toBe('Keine gültige Zahl.');
    expect(passwordHint(8)).toBe('Mindestens 8 Zeichen.');
    expect(fieldTypeLabel('text')).toBe('Einfacher Text');
    expect(cellText('bool', true)).toBe('Wahr');
  });

  it('use the plural forms of Arabic', () => {
    activateLanguage('ar', ar);
    expect(invalidNumberMessage()).toBe('ليس رقمًا صالحًا.');
    expect(selectionLimitMessage(2)).toBe('اختر عنصرين كحد أقصى.');
    expect(passwordHint(1)).toBe('حرف واحد على الأقل.');
  });
});
