import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';

// @vitejs/plugin-react resolves its types from the hoisted Vite 8 (pulled in by vitest) while this app builds with
// its own Vite 7; the plugin supports both at run time, only the type identities differ.
const reactPlugin = react() as unknown as PluginOption;

const apiOrigin = process.env.HDE_API_ORIGIN ?? 'http://localhost:3000';
const proxied = ['/v2', '/oidc', '/interaction', '/auth-assets', '/healthz', '/readyz'];

export default defineConfig({
  plugins: [reactPlugin],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiOrigin, changeOrigin: false }])),
  },
  build: { outDir: 'dist', sourcemap: true, manifest: true, chunkSizeWarningLimit: 900 },
});
