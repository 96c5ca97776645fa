import { RequestedId } from '@/components/content/requested-id.client'
import { StatusScreen } from '@/components/content/status-screen'

const SermonNotFound = () => (
  <StatusScreen heading="Sermon Not Found" back={{ href: '/sermons', label: 'Back to Sermons' }}>
    <p>
      We couldn&apos;t find a sermon with ID <RequestedId />. It may have been removed, or the link
      may be mistyped.
    </p>
  </StatusScreen>
)

export default SermonNotFound
