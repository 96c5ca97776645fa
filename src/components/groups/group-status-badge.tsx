import { Badge } from '@/components/ui/badge'
import { GROUP_STATUS_LABELS } from '@/lib/groups/group-options'
import type { PublicGroup } from '@/lib/groups/public-group'

/** "Full" or "Closed" beside a group's name; an open group needs no badge. */
export const GroupStatusBadge = ({ status }: Pick<PublicGroup, 'status'>) =>
  status === 'open' ? null : <Badge>{GROUP_STATUS_LABELS[status]}</Badge>
