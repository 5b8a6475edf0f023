import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['apps/server', 'apps/web', 'packages/contracts', 'packages/charts', 'packages/file-reading'],
  },
});
