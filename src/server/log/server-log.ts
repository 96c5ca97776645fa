import 'server-only'

import type { Logger } from 'pino'

type LevelWriter = Pick<Logger, 'error' | 'warn'>

/**
 * The logger lives on the process, not in this module: the production server can load more than
 * one copy of this module (the instrumentation bundle starts Payload, the route bundles log), and
 * every copy must find the one Payload handed over. Payload keeps its own instance on the global
 * for the same reason.
 */
const LOGGER_KEY = Symbol.for('shoreline.server-logger')
const holder = globalThis as { [LOGGER_KEY]?: LevelWriter }

/**
 * Payload's onInit hands its logger (pino: one JSON line per event in production, readable lines
 * in development) over here when Payload starts, so this module never imports Payload back.
 */
export const setServerLogger = (logger: LevelWriter): void => {
  holder[LOGGER_KEY] = logger
}

const STDERR_NOTE = "(Payload's logger has not started in this process; written to stderr)"

/**
 * Server-side errors go through Payload's logger once it has started. Before that, or in a process
 * where Payload never started, they still reach stderr, marked as such, never nowhere. A method on
 * an object, so tests can watch it (tests/int/setup.ts fails a test that logs an error it did not
 * expect).
 */
const write =
  (level: 'error' | 'warn') =>
  (message: string, error: unknown, context: Record<string, unknown> = {}): void => {
    const logger = holder[LOGGER_KEY]
    if (logger) logger[level]({ err: error, ...context }, message)
    else console[level](`${message} ${STDERR_NOTE}`, error, context)
  }

export const serverLog = {
  error: write('error'),
  warn: write('warn'),
}
