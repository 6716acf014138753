import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The dashboard is served at /_/ by the launcher and finds the API one level up (`../`),
// so every asset URL is relative.
const apiTarget = process.env.LARDER_API ?? 'http://127.0.0.1:8090';

export default defineConfig({
  base: './',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
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
    include: [
      'src/**/*.test.{ts,tsx}',
      'eslint/**/*.test.js',
      'bench/**/*.test.mjs',
      '../scripts/**/*.test.mjs',
    ],
    setupFiles: ['src/test-setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
