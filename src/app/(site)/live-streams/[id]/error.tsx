'use client'

import { RetryButton } from '@/components/content/retry-button'
import { StatusScreen } from '@/components/content/status-screen'
import { visitorErrorMessage } from '@/components/content/visitor-error-message'

type Props = { error: unknown; retry: () => void }

const ServiceError = ({ error, retry }: Props) => (
  <StatusScreen
    heading="Error Loading Service"
    back={{ href: '/live-streams', label: 'Back to Services' }}
    actions={<RetryButton onRetry={retry} />}
  >
    <p role="alert">{visitorErrorMessage(error)}</p>
  </StatusScreen>
)

export default ServiceError
