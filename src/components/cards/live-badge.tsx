import { Badge } from '@/components/ui/badge'

/** The red LIVE badge for a stream on air (see live-badge-until.client.tsx). */
export const LiveBadge = () => (
  <Badge tone="live">
    <span aria-hidden="true" className="h-2 w-2 rounded-full bg-white" />
    LIVE
  </Badge>
)
