import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The one Payload instance of this process (getPayload caches it). Never starts the job cron. */
export const getPayloadClient = (): Promise<Payload> => getPayload({ config })

/**
 * The server's start: the same cached instance, with the jobs queue's cron running (it sends
 * queued email). Only src/instrumentation.ts calls this, so tests and scripts never poll the queue.
 */
export const startPayloadWithJobQueue = (): Promise<Payload> => getPayload({ config, cron: true })
