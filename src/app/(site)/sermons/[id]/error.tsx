'use client'

import { StatusScreen } from '@/components/content/status-screen'
import { RetryButton } from '@/components/content/retry-button'
import { visitorErrorMessage } from '@/components/content/visitor-error-message'

type Props = { error: unknown; retry: () => void }

const SermonError = ({ error, retry }: Props) => (
  <StatusScreen
    heading="Error Loading Sermon"
    back={{ href: '/sermons', label: 'Back to Sermons' }}
    actions={<RetryButton onRetry={retry} />}
  >
    <p role="alert">{visitorErrorMessage(error)}</p>
  </StatusScreen>
)

export default SermonError
