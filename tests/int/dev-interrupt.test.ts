import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

/**
 * `npm run dev` is scripts/with-db.ts around `next dev`. Ctrl-C in a terminal sends SIGINT to the
 * whole process group, the embedded PostgreSQL included; the wrapper must then shut down quietly,
 * not report a crash and start the database again.
 */

// A stand-in for `next dev`: says when it runs and, like Next, takes a moment to exit on SIGINT,
// so the database (which got the same SIGINT) is down before the command is.
const COMMAND = `process.on('SIGINT', () => { console.log('command stopping'); setTimeout(() => process.exit(0), 1500) }); console.log('command running'); setInterval(() => {}, 1000)`

type Run = { output: string }

const runUntilInterrupted = (
  dir: string,
  port: number,
  interrupt: (pid: number) => void,
  command: string[] = ['node', '-e', COMMAND],
): Promise<Run> =>
  new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      EMBEDDED_POSTGRES_DIR: dir,
      EMBEDDED_POSTGRES_PORT: String(port),
    }
    delete env.DATABASE_URL
    // detached: a process group of its own, as a terminal gives `npm run dev`.
    const child = spawn('node_modules/.bin/tsx', ['scripts/with-db.ts', ...command], {
      env,
      detached: true,
    })
    let output = ''
    const collect = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('command running') && !output.includes('[interrupted]')) {
        output += '[interrupted]'
        interrupt(child.pid!)
      }
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    child.on('error', reject)
    child.on('exit', () => resolve({ output }))
  })

/** Whether a PostgreSQL server still runs on the data directory. */
const postgresRuns = (dir: string) => existsSync(path.join(dir, 'postmaster.pid'))

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

describe('stopping `npm run dev`', () => {
  const dirs: string[] = []
  const base = Number(process.env.EMBEDDED_POSTGRES_PORT ?? 54329)
  const freshDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shoreline-interrupt-'))
    dirs.push(dir)
    return dir
  }

  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  it('with Ctrl-C stops the database quietly, without a restart', async () => {
    const dir = freshDir()
    const run = await runUntilInterrupted(dir, base + 102, (pid) => process.kill(-pid, 'SIGINT'))
    expect(run.output).toContain('command running')
    expect(run.output).not.toMatch(/stopped unexpectedly|restarting it/)
    await sleep(1_000) // a restart, were there one, would have begun by now
    expect(postgresRuns(dir)).toBe(false)
  }, 120_000)

  it('with a SIGINT to the wrapper alone stops the command and the database', async () => {
    const dir = freshDir()
    const run = await runUntilInterrupted(dir, base + 103, (pid) => process.kill(pid, 'SIGINT'))
    expect(run.output).toContain('command stopping')
    expect(postgresRuns(dir)).toBe(false)
  }, 120_000)

  it('with Ctrl-C does not warn of the pooled connections the stopping database closes', async () => {
    const run = await runUntilInterrupted(
      freshDir(),
      base + 104,
      (pid) => process.kill(-pid, 'SIGINT'),
      [
        'node_modules/.bin/tsx',
        '--conditions=react-server',
        'tests/int/helpers/pool-until-interrupted.ts',
      ],
    )
    expect(run.output).toContain('command stopping')
    expect(run.output).not.toMatch(/warning: A pooled database connection broke/)
  }, 120_000)
})
