import path from 'node:path'

import { defineConfig } from 'vitest/config'

const alias = {
  // Tests are server code run by Node: the marker that keeps modules out of the browser bundle
  // resolves to its empty server-side half, as Next resolves it for server bundles (README:
  // Project layout).
  'server-only': path.resolve(__dirname, 'node_modules/server-only/empty.js'),
  '@payload-config': path.resolve(__dirname, 'payload.config.ts'),
  '@collections': path.resolve(__dirname, 'collections'),
  '@globals': path.resolve(__dirname, 'globals'),
  '@endpoints': path.resolve(__dirname, 'endpoints'),
  '@': path.resolve(__dirname, 'src'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/int/global-setup.ts'],
          setupFiles: ['tests/int/setup.ts'],
          // One Payload per worker; files share the database but each cleans up after itself.
          fileParallelism: false,
          testTimeout: 30_000,
          // A file that loads the app afresh (the S3 files set their settings first) starts a
          // second Payload in its beforeAll: on a loaded machine that took over a minute.
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
