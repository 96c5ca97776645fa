'use client'

import { readsPrayerRequests } from '@/lib/roles'
import type { Role } from '@/lib/roles'

import { AdminGuard } from '../admin-guard.client'
import { PrayerInbox } from './prayer-inbox.client'

/** The prayer team's page: the prayer inbox for the prayer team (and staff), nothing else. */
export const PrayerTeamPage = () => (
  <AdminGuard
    allows={(user) => readsPrayerRequests({ role: user.role as Role })}
    forWhom="This page is for the prayer team."
    loginPath="/api/login?next=/prayer-team"
  >
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">Prayer team</h1>
      <p className="max-w-2xl text-slate-700">
        The requests shared with the prayer team. Please keep them in confidence.
      </p>
      <PrayerInbox canApprove={false} />
    </div>
  </AdminGuard>
)
