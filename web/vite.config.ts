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
  },
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
