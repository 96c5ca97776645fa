'use client'

import { RetryButton } from './retry-button'
import { StatusScreen } from './status-screen'
import { visitorErrorMessage } from './visitor-error-message'

export type ErrorBoundaryProps = { error: unknown; retry: () => void }

/**
 * A page that failed to render: the same plain sentence /api uses, a way home and a retry (most
 * failures here are a passing database blip). Used by the site's error.tsx and global-error.tsx.
 */
export const SiteErrorScreen = ({ error, retry }: ErrorBoundaryProps) => (
  <StatusScreen
    heading="Something Went Wrong"
    back={{ href: '/', label: 'Back to Home' }}
    actions={<RetryButton onRetry={retry} />}
  >
    <p role="alert">{visitorErrorMessage(error)}</p>
  </StatusScreen>
)
