import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * Two runs may share one embedded PostgreSQL (an integration run and an e2e run on the same data
 * directory). The wrapper that started it must not stop it under the other when its own command
 * ends first: it waits until the other's connections close.
 */

// A stand-in command that runs until the test creates its "done" file.
const commandUntil = (doneFile: string) =>
  `console.log('command running'); setInterval(() => { if (require('node:fs').existsSync(${JSON.stringify(doneFile)})) process.exit(0) }, 100)`

describe('a shared embedded PostgreSQL', () => {
  // The data directory as embedded-postgres is given it elsewhere (it hands it to the postgres
  // user), and a second one for the test's own file.
  const dir = mkdtempSync(path.join(tmpdir(), 'shoreline-shared-'))
  const scratch = mkdtempSync(path.join(tmpdir(), 'shoreline-shared-scratch-'))
  afterAll(() => {
    for (const each of [dir, scratch]) rmSync(each, { recursive: true, force: true })
  })

  it('stays up while another client is connected, and stops when it leaves', async () => {
    const port = Number(process.env.EMBEDDED_POSTGRES_PORT ?? 54329) + 104
    const doneFile = path.join(scratch, 'done')
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      EMBEDDED_POSTGRES_DIR: dir,
      EMBEDDED_POSTGRES_PORT: String(port),
    }
    delete env.DATABASE_URL
    const owner = spawn(
      'node_modules/.bin/tsx',
      ['scripts/with-db.ts', '--database', 'shared', 'node', '-e', commandUntil(doneFile)],
      { env },
    )
    let output = ''
    const seen = (text: string) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (output.includes(text)) resolve()
        }
        owner.stdout.on('data', check)
        owner.on('exit', () => reject(new Error(`the wrapper exited before "${text}":\n${output}`)))
        check()
      })
    const collect = (chunk: Buffer) => (output += chunk.toString())
    owner.stdout.on('data', collect)
    owner.stderr.on('data', collect)
    const exited = new Promise<number | null>((resolve) => owner.on('exit', resolve))

    await seen('command running')
    const other = new pg.Client({
      connectionString: `postgres://postgres:postgres@127.0.0.1:${port}/shared`,
    })
    await other.connect()
    writeFileSync(doneFile, '') // the owner's command ends while the other client is connected

    await seen('1 other connection')
    // The server is still there for the other client, after its starter's command has ended.
    const { rows } = await other.query<{ one: number }>('SELECT 1 AS one')
    expect(rows[0].one).toBe(1)

    await other.end()
    expect(await exited).toBe(0)
    expect(existsSync(path.join(dir, 'postmaster.pid'))).toBe(false)
  }, 180_000)
})
