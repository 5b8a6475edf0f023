import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiOrigin = process.env.HDE_API_ORIGIN ?? 'http://localhost:3000';
const proxied = ['/v2', '/oidc', '/interaction', '/auth-assets', '/healthz', '/readyz'];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiOrigin, changeOrigin: false }])),
  },
  // No source maps: the product's server serves the build as it is, and would publish the source with them.
  build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 900 },
});
