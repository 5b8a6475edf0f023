import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'file-reading', environment: 'node', include: ['src/**/*.test.ts'] },
});
