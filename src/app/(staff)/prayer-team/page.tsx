import type { Metadata } from 'next'

import { PrayerTeamPage } from '@/components/admin/prayer/prayer-team-page.client'

export const metadata: Metadata = { title: 'Prayer team' }

/**
 * /prayer-team: the prayer team's own page (docs/prayer.md). The team is not staff: it sees the
 * requests shared with it, without the dashboard and without approving anything for the wall.
 */
const Page = () => <PrayerTeamPage />

export default Page
