import { buildDocumentTitle, PRODUCT_NAME } from './title';

describe('buildDocumentTitle', () => {
  it("joins page title, app name and product name with ' - '", () => {
    expect(buildDocumentTitle('Admins', 'Acme')).toBe('Admins - Acme - Larder');
  });

  it('skips an empty or blank app name', () => {
    expect(buildDocumentTitle('Admins', '')).toBe('Admins - Larder');
    expect(buildDocumentTitle('Admins', '   ')).toBe('Admins - Larder');
    expect(buildDocumentTitle('Admins', undefined)).toBe('Admins - Larder');
  });

  it('skips a missing page title', () => {
    expect(buildDocumentTitle(undefined, 'Acme')).toBe('Acme - Larder');
  });

  it('falls back to the product name alone', () => {
    expect(buildDocumentTitle(undefined, undefined)).toBe(PRODUCT_NAME);
    expect(PRODUCT_NAME).toBe('Larder');
  });
});

describe('buildDocumentTitle with direction control characters', () => {
  it('shows each one as its marker, in stored order', () => {
    expect(buildDocumentTitle('Admins', 'Acme\u202Eevil')).toBe('Admins - Acme⟨U+202E⟩evil - Larder');
    expect(buildDocumentTitle('\u2067x\u2069', undefined)).toBe('⟨U+2067⟩x⟨U+2069⟩ - Larder');
  });
});
