import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://localhost:${PORT}`

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against a production
 * build (`npm run test:e2e` builds first), on its own seeded database, shoreline_e2e.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // This machine has no internet: keep Chromium from trying to phone home.
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `npx tsx scripts/with-db.ts --database shoreline_e2e --fresh --server sh -c "npx tsx --conditions=react-server scripts/seed.ts && npx next start -p ${PORT}"`,
    url: `${baseURL}/api/site-config`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    env: {
      SITE_URL: baseURL,
      PORT: String(PORT),
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'e2e-secret-0123456789abcdef0123456789abcdef',
      NEXT_TELEMETRY_DISABLED: '1',
      // tests/e2e/admin-youtube.spec.ts runs a fake YouTube Data API on this port.
      YOUTUBE_API_ROOT: `http://127.0.0.1:${PORT + 7}/`,
      YOUTUBE_API_KEY: 'e2e-youtube-key',
      // Nothing listens here: the server's thumbnail fetches fail at once, as offline, and the
      // facades show the placeholder (src/server/video-thumbnails); the run never leaves the machine.
      YOUTUBE_THUMBNAIL_ROOT: `http://127.0.0.1:${PORT + 9}`,
      // The specs fill forms faster than a person; the fill-time trap is tested in tests/int.
      SPAM_MIN_FILL_MS: '0',
    },
  },
})
