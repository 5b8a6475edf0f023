import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Form tests type with user-event in jsdom; on a loaded 2-core CI machine they need more than the 5 s default.
    testTimeout: 20_000,
  },
});
