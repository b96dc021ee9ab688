import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['shared-schema/src/**/*.test.ts', 'sync-server/src/**/*.test.ts', 'client/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
