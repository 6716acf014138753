import { describe, expect, it } from 'vitest';
import { chunkFiles, gridPreloadLine } from './gridPreload';

describe('gridPreloadLine', () => {
  const line = gridPreloadLine(['assets/gridLib-abc.js', 'assets/gridLib-abc.css'], 'larder_records_grid');

  function run(stored: string | null, hash: string, throws = false) {
    const appended: object[] = [];
    const localStorage = {
      getItem: (key: string) => {
        if (throws) throw new Error('storage disabled');
        return key === 'larder_records_grid' ? stored : null;
      },
    };
    const document = {
      createElement: () => ({}),
      head: { append: (link: object) => appended.push(link) },
    };
    new Function('localStorage', 'location', 'document', line)(localStorage, { hash }, document);
    return appended;
  }

  it('preloads the files on the collections screen when the grid is the remembered mode', () => {
    expect(run('1', '#/collections?collection=posts')).toEqual([
      { rel: 'modulepreload', href: './assets/gridLib-abc.js' },
      { rel: 'preload', as: 'style', href: './assets/gridLib-abc.css' },
    ]);
  });

  it('does nothing with the plain table, on another screen, or without storage', () => {
    expect(run(null, '#/collections')).toEqual([]);
    expect(run('1', '#/settings')).toEqual([]);
    expect(run('1', '#/collections', true)).toEqual([]);
  });
});

describe('chunkFiles', () => {
  const chunk = (fileName: string, imports: string[], isEntry = false, css: string[] = []) => ({
    type: 'chunk' as const,
    fileName,
    imports,
    isEntry,
    facadeModuleId: null,
    viteMetadata: { importedCss: new Set(css) },
  });

  it('lists the chunk, what it imports through its imports and their style sheets, not the entry’s', () => {
    const bundle = {
      entry: chunk('entry.js', ['react.js'], true),
      react: chunk('react.js', []),
      grid: chunk('grid.js', ['react.js', 'editor.js'], false, ['grid.css']),
      editor: chunk('editor.js', ['util.js'], false, ['editor.css']),
      util: chunk('util.js', []),
      lazy: chunk('lazy.js', []),
      style: { type: 'asset' as const },
    };
    expect(chunkFiles(bundle, 'grid.js').sort()).toEqual(
      ['editor.css', 'editor.js', 'grid.css', 'grid.js', 'util.js'].sort(),
    );
  });
});
