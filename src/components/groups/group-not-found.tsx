import { StatusScreen } from '@/components/content/status-screen'

/** What /groups/{slug} shows for a slug no group has (answered with HTTP 404). */
export const GroupNotFound = () => (
  <StatusScreen heading="Group Not Found" back={{ href: '/groups', label: 'Back to Groups' }}>
    <p>
      We couldn&apos;t find that group. It may have been renamed or removed, or the link may be
      mistyped.
    </p>
  </StatusScreen>
)
