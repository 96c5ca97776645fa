import { checkHealth, healthResponse } from '@/server/health/check-health'

import { z } from 'zod'

import { migrations } from '../migrations'
import { json } from './responses'
import { route } from './types'

const check = z.object({ ok: z.boolean(), message: z.string() }).loose()
const healthReport = z.object({
  status: z.enum(['ok', 'failing']),
  checkedAt: z.string(),
  checks: z.object({ database: check, migrations: check, emailQueue: check }),
})

const migrationNames = migrations.map((migration) => migration.name)

export const healthRoutes = [
  // GET /api/health – for load balancers and uptime monitors: 200 when this instance can serve, else 503
  route({
    method: 'GET',
    path: '/health',
    access: 'public',
    summary: 'Whether the site can serve: database, migrations and email queue',
    responses: {
      200: json('Every check passed', healthReport),
      503: json('A check failed; the report says which', healthReport),
    },
    handler: async ({ payload }) =>
      healthResponse(await checkHealth(payload.db.pool, migrationNames)),
  }),
]
