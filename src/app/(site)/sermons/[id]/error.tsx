'use client'

import { StatusScreen } from '@/components/sermons/status-screen'
import { RetryButton } from '@/components/sermons/retry-button'
import { visitorErrorMessage } from '@/components/sermons/visitor-error-message'

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
