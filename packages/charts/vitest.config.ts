import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'charts', environment: 'node', include: ['src/**/*.test.ts'] },
});
