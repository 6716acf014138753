import { describe, expect, it } from 'vitest';
import { chunkFiles, gridPreloadLine, gridPreloadScript } from './gridPreload';

describe('gridPreloadScript', () => {
  const script = gridPreloadScript([
    'assets/gridLib-abc.js',
    'assets/gridLib-abc.css',
    'assets/editor-1.js',
    'assets/editor-1.css',
    'assets/view-2.css',
  ]);

  function run(applied: string[] = []) {
    const appended: object[] = [];
    const parsed: (() => void)[] = [];
    const document = {
      createElement: () => ({}),
      head: { append: (link: object) => appended.push(link) },
      querySelectorAll: (selector: string) =>
        selector === 'link[rel=stylesheet]' ? applied.map((href) => ({ href })) : [],
    };
    const addEventListener = (type: string, listener: () => void) => {
      if (type === 'DOMContentLoaded') parsed.push(listener);
    };
    new Function('document', 'addEventListener', script)(document, addEventListener);
    const beforeParsed = [...appended];
    for (const listener of parsed) listener();
    return { beforeParsed, afterParsed: appended.slice(beforeParsed.length) };
  }

  it('preloads the files at once', () => {
    expect(run().beforeParsed).toEqual([
      { crossOrigin: '', rel: 'modulepreload', href: './assets/gridLib-abc.js' },
      { crossOrigin: '', rel: 'preload', as: 'style', href: './assets/gridLib-abc.css' },
      { crossOrigin: '', rel: 'modulepreload', href: './assets/editor-1.js' },
      { crossOrigin: '', rel: 'preload', as: 'style', href: './assets/editor-1.css' },
      { crossOrigin: '', rel: 'preload', as: 'style', href: './assets/view-2.css' },
    ]);
  });

  it('applies the style sheets once the document is parsed, the grid’s own last', () => {
    expect(run().afterParsed).toEqual([
      { crossOrigin: '', rel: 'stylesheet', href: './assets/view-2.css' },
      { crossOrigin: '', rel: 'stylesheet', href: './assets/editor-1.css' },
      { crossOrigin: '', rel: 'stylesheet', href: './assets/gridLib-abc.css' },
    ]);
  });

  it('does not apply a style sheet twice', () => {
    expect(run(['./assets/view-2.css']).afterParsed).toEqual([
      { crossOrigin: '', rel: 'stylesheet', href: './assets/editor-1.css' },
      { crossOrigin: '', rel: 'stylesheet', href: './assets/gridLib-abc.css' },
    ]);
  });
});

describe('gridPreloadLine', () => {
  const line = gridPreloadLine('grid-preload.js', 'larder_records_grid');

  function run(stored: string | null, hash: string, throws = false) {
    const appended: object[] = [];
    const localStorage = {
      getItem: (key: string) => {
        if (throws) throw new Error('storage disabled');
        return key === 'larder_records_grid' ? stored : null;
      },
    };
    const document = {
      createElement: (tag: string) => ({ tag }),
      head: { append: (element: object) => appended.push(element) },
    };
    new Function('localStorage', 'location', 'document', line)(localStorage, { hash }, document);
    return appended;
  }

  it('loads the preloading script on the collections screen when the grid is the remembered mode', () => {
    expect(run('1', '#/collections?collection=posts')).toEqual([{ tag: 'script', src: './grid-preload.js' }]);
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
