import { execFileSync } from 'node:child_process'

/** Every route of the /api route table, as [method, path under /api]. */
export const readRouteTable = (): [string, string][] => {
  const output = execFileSync(
    'npx',
    ['tsx', '--conditions=react-server', 'tests/e2e/helpers/print-route-table.ts'],
    {
      encoding: 'utf8',
      // Without Playwright's own loader (NODE_OPTIONS), which would get in tsx's way.
      env: { ...process.env, NODE_OPTIONS: '', NODE_ENV: 'development' },
    },
  )
  const line = output.trim().split('\n').at(-1) ?? '[]'
  return JSON.parse(line) as [string, string][]
}
