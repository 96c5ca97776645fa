import { cardClasses } from '@/components/ui/styles'
import { formatLongDate } from '@/lib/format-date'
import type { WallItem } from '@/server/prayer/prayer-wall'

import { IPrayedButton } from './i-prayed-button.client'

/** The approved requests, newest first: a first name at most, the request, "I prayed". */
export const PrayerWall = ({ items }: { items: WallItem[] }) =>
  items.length === 0 ? (
    <p className="text-slate-700">No requests on the wall right now. Yours could be the first.</p>
  ) : (
    <ul className="space-y-4">
      {items.map((item) => (
        <li key={item.id} className={cardClasses.normal} data-testid="prayer-wall-item">
          <p className="text-sm font-semibold text-secondary">
            {item.firstName ?? 'Someone'} · {formatLongDate(item.approvedAt)}
          </p>
          <p className="mt-2 whitespace-pre-line text-slate-800">{item.request}</p>
          <IPrayedButton requestId={item.id} prayedCount={item.prayedCount} />
        </li>
      ))}
    </ul>
  )
