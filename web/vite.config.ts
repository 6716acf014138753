import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { firstViewChunk } from './build/firstViewChunk.ts';
import { gridPreload } from './build/gridPreload.ts';
import { STORAGE_KEYS } from './src/lib/storageKeys.ts';
import { i18nCatalogs } from './build/i18nCatalogs.ts';
import { shortClassNames } from './build/shortClassNames.ts';

// The dashboard is served at /_/ by the launcher and finds the API one level up (`../`),
// so every asset URL is relative.
const apiTarget = process.env.LARDER_API ?? 'http://127.0.0.1:8090';

const UNIT_TESTS = [
  'src/**/*.test.{ts,tsx}',
  'eslint/**/*.test.js',
  'build/**/*.test.ts',
  'bench/**/*.test.mjs',
  '../scripts/**/*.test.mjs',
];

// Test files that move the page's location, reload it, change the time zone, or hand objects
// between realms (File, Blob, events) get a process of their own: in a shared VM context the
// globals they replace or compare against are the host's, not the page's. So does the test of the
// ESLint config: ESLint loads eslint.config.js with Node's own import(), which a VM context refuses.
// So do the tests of the api hooks: the VM pool keeps a module evaluated for one file of a worker
// for the next, so an api module a component test loaded under its stand-in of api/client would
// reach the hook tests still bound to that stand-in, not to theirs.
const OWN_PROCESS_TESTS = [
  'eslint/config.test.js',
  'src/api/collections.test.tsx',
  'src/api/records.test.tsx',
  'src/features/settings/export/model/download.test.ts',
  'src/features/settings/import/ImportSourceField.test.tsx',
  'src/app/SettingsLayout.test.tsx',
  'src/lib/dateTimeValue.test.ts',
  'src/lib/router.test.ts',
  'src/lib/staleChunk.test.ts',
  'src/ui/ErrorBoundary.test.tsx',
  'src/ui/MenuDrawer.test.tsx',
  'src/ui/Overlay.test.tsx',
  'src/ui/useHashLocation.test.tsx',
  'src/ui/useUrlPanel.test.tsx',
];

export default defineConfig(({ command }) => ({
  base: './',
  plugins: [
    i18nCatalogs(),
    react(),
    gridPreload({
      moduleEnd: '/records/grid/gridLib.ts',
      script: 'theme-init.js',
      preloadScript: 'grid-preload.js',
      storageKey: STORAGE_KEYS.recordsGrid,
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // the sign-in page's own modules as one file rather than six small ones
            firstViewChunk({
              name: 'sign-in',
              entry: fileURLToPath(new URL('./src/main.tsx', import.meta.url)),
              roots: ['/LoginPage.tsx'],
              excluded: [],
            }),
            firstViewChunk({
              name: 'collections-view',
              entry: fileURLToPath(new URL('./src/main.tsx', import.meta.url)),
              roots: ['/CollectionsPage.tsx', '/SidebarLayout.tsx'],
              excluded: ['/LoginPage.tsx'],
            }),
          ],
        },
      },
    },
  },
  css: {
    // The minifier (lightningcss) would rewrite `:dir(rtl)` for browsers without it as a guess from
    // `:lang(ar, he…)`, which the page's `dir` attributes (a right-to-left page, its left-to-right
    // islands) never set: `:dir()` is kept as written (4 is lightningcss's Features.DirSelector).
    lightningcss: { exclude: 4 },
    // the development server keeps Vite's readable names (file and class) for reading the DOM
    ...(command === 'build'
      ? { modules: { generateScopedName: shortClassNames(fileURLToPath(new URL('.', import.meta.url))) } }
      : {}),
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': apiTarget },
    // Vitest also runs the CI summary's test in ../scripts; the dev server still serves web/ only
    ...(process.env.VITEST ? { fs: { allow: ['.', '../scripts'] } } : {}),
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['src/test-setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    projects: [
      {
        // Most files share a few workers and get a fresh VM context each: setting up jsdom in a
        // context is far cheaper than a process per file, which made up half of the run.
        extends: true,
        test: {
          name: 'shared',
          pool: 'vmThreads',
          include: UNIT_TESTS,
          exclude: OWN_PROCESS_TESTS,
        },
      },
      {
        extends: true,
        test: { name: 'own-process', pool: 'forks', include: OWN_PROCESS_TESTS },
      },
    ],
  },
}));
