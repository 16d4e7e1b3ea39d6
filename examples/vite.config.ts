import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const at = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

// The examples import the package by its public names only; in development those names point at
// the source so a change shows at once.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^headless-checkout\/core$/, replacement: at('headless/core/index.ts') },
      {
        find: /^headless-checkout\/skins\/default\/styles\.css$/,
        replacement: at('skins/default/styles.css'),
      },
      { find: /^headless-checkout\/skins\/default$/, replacement: at('skins/default/index.ts') },
      { find: /^headless-checkout$/, replacement: at('headless/react/index.ts') },
    ],
  },
  define: {
    __SANDBOX_URL__: JSON.stringify(process.env.SANDBOX_URL ?? 'http://127.0.0.1:3100/'),
  },
  server: { host: '127.0.0.1', strictPort: true },
  build: {
    rollupOptions: { input: { landing: fileURLToPath(new URL('index.html', import.meta.url)) } },
  },
});
