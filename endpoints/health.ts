import { checkHealth, healthResponse } from '@/server/health/check-health'

import { migrations } from '../migrations'
import { route } from './types'

const migrationNames = migrations.map((migration) => migration.name)

export const healthRoutes = [
  // GET /api/health – for load balancers and uptime monitors: 200 when this instance can serve, else 503
  route({
    method: 'GET',
    path: '/health',
    access: 'public',
    summary: 'Whether the site can serve: database, migrations and email queue',
    handler: async ({ payload }) =>
      healthResponse(await checkHealth(payload.db.pool, migrationNames)),
  }),
]
