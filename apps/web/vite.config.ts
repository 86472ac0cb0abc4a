import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { chunkGroups } from './vite-chunk-groups.ts';
import { precompress } from './vite-precompress.ts';

const shared = fileURLToPath(new URL('../../packages/shared/src/', import.meta.url));
// React Router's package points every import at its development build, whose one difference is that its warnings run
// (matching checks on every navigation); the build takes the production one, the dev server keeps the warnings.
const reactRouterProduction = fileURLToPath(new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url));

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: [
      { find: /^@app\/shared\/(.*)$/, replacement: `${shared}$1.ts` },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // The polyfill only fetches modules early in browsers without <link rel="modulepreload"> (Safari < 17),
    // which load every module without it too: 1 KB less for everyone on the first visit.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: chunkGroups() } },
  },
}));
