import { firstViewChunk, firstViewModules, type ModuleGraph } from './firstViewChunk';

/** A module graph from `{ id: [static imports], id#dyn: … }` written as two maps. */
function graph(
  staticImports: Record<string, string[]>,
  dynamicImports: Record<string, string[]> = {},
): ModuleGraph {
  return {
    getModuleInfo: (id) =>
      id in staticImports || id in dynamicImports
        ? { importedIds: staticImports[id] ?? [], dynamicallyImportedIds: dynamicImports[id] ?? [] }
        : null,
  };
}

const options = {
  name: 'view',
  entry: '/src/main.tsx',
  roots: ['/Page.tsx', '/Layout.tsx'],
  excluded: ['/Login.tsx'],
};

describe('the first-view chunk', () => {
  const modules = graph(
    {
      '/src/main.tsx': ['/node_modules/react.js', '/src/routes.ts'],
      '/src/routes.ts': ['/node_modules/react.js'],
      '/src/Page.tsx': [
        '/src/Table.tsx',
        '/src/Field.tsx',
        '/node_modules/react.js',
        '/node_modules/virtual.js',
      ],
      '/src/Layout.tsx': ['/src/Sidebar.tsx'],
      '/src/Table.tsx': ['/node_modules/virtual.js'],
      '/src/Login.tsx': ['/src/Field.tsx'],
      '/src/Editor.tsx': ['/src/Field.tsx'],
    },
    {
      '/src/routes.ts': ['/src/Page.tsx', '/src/Layout.tsx', '/src/Login.tsx'],
      '/src/Page.tsx': ['/src/Editor.tsx'],
    },
  );

  it("holds what the screen's routes import statically, but the entry's and the sign-in page's", () => {
    expect([...firstViewModules(modules, options)].sort()).toEqual([
      '/node_modules/virtual.js',
      '/src/Layout.tsx',
      '/src/Page.tsx',
      '/src/Sidebar.tsx',
      '/src/Table.tsx',
    ]);
  });

  it('leaves what the screen loads on demand in chunks of its own', () => {
    const group = firstViewChunk(options);
    expect(group.name('/src/Table.tsx', modules)).toBe('view');
    expect(group.name('/src/Editor.tsx', modules)).toBeNull();
    expect(group.name('/node_modules/react.js', modules)).toBeNull();
    expect(group.name('/src/Field.tsx', modules)).toBeNull();
  });

  it('refuses to build without every root (a renamed page would silently lose its chunk)', () => {
    expect(() => firstViewModules(modules, { ...options, roots: ['/Page.tsx', '/Gone.tsx'] })).toThrow(
      /not every root was found/,
    );
  });
});
