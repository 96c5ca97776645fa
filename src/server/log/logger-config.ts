import type { DestinationStream, LoggerOptions } from 'pino'

/**
 * Payload's logger for this environment. In production every event is one JSON line on stdout
 * (pino's own format: time, level, msg, err with its stack), which log collectors read as they
 * are; Payload's default elsewhere is pino-pretty's readable, coloured lines.
 */
export const payloadLoggerFor = (
  nodeEnv: string,
  destination?: DestinationStream,
): { options: LoggerOptions; destination?: DestinationStream } | undefined =>
  nodeEnv === 'production'
    ? { options: { name: 'shoreline', level: 'info' }, destination }
    : undefined
