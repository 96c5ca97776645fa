import { RequestedId } from '@/components/content/requested-id.client'
import { StatusScreen } from '@/components/content/status-screen'

const ServiceNotFound = () => (
  <StatusScreen
    heading="Service Not Found"
    back={{ href: '/live-streams', label: 'Back to Services' }}
  >
    <p>
      We couldn&apos;t find a service with ID <RequestedId />. It may have been removed, or the link
      may be mistyped.
    </p>
  </StatusScreen>
)

export default ServiceNotFound
