import type { Payload } from 'payload'

import { clientIp } from '@/server/rate-limit/client-ip'
import { limiterFor } from '@/server/rate-limit/limiters'
import { consumeOrRefuse } from '@/server/rate-limit/refuse'

/**
 * "I prayed" presses per address: generous (a visitor may pray through the whole wall), but a
 * script that clears its cookie on every press still stops here (docs/prayer.md).
 */
export const PRAYED_PER_IP = { points: 60, seconds: 60 * 60 }

export const limitPrayedByIp = (payload: Payload, request: Request) =>
  consumeOrRefuse(limiterFor(payload, 'prayed-ip', PRAYED_PER_IP), clientIp(request), 'presses')
