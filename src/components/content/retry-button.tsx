'use client'

import { Button } from '@/components/ui/button'
export const RetryButton = ({ onRetry }: { onRetry: () => void }) => (
  <Button variant="outline" onClick={onRetry}>
    Try again
  </Button>
)
