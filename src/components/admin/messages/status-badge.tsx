import { Badge } from '@/components/ui/badge'

/** The status in words (never colour alone). */
export const StatusBadge = ({ status }: { status: string | null | undefined }) => (
  <Badge className="capitalize">{status ?? 'new'}</Badge>
)
