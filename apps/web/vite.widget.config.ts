import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress.ts';

/**
 * The widget's loader (issue 14): its own entry, one small self-contained script at dist/widget.js, built after the
 * web app (whose output it keeps) and never part of the app's bundle.
 */
export default defineConfig({
  plugins: [precompress()],
  build: {
    target: 'es2020',
    emptyOutDir: false,
    copyPublicDir: false,
    sourcemap: false,
    lib: {
      entry: fileURLToPath(new URL('./src/widget-loader/loader.ts', import.meta.url)),
      formats: ['iife'],
      name: 'AgentiWidget',
      fileName: () => 'widget.js',
    },
  },
});
