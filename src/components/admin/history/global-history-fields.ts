import { PAGE_TEXT_FIELD_LABELS } from '@/lib/history/history-globals'

import type { FieldSpec } from '../content/resources'

/** The service times' history names the list and the promo line as the form heads them. */
export const SERVICE_TIMES_HISTORY_FIELDS: FieldSpec[] = [
  { name: 'services', label: 'Service times', kind: 'text' },
  { name: 'promoLine', label: 'Promo line', kind: 'text' },
]

/** One page's texts, named as History names them ("Music", "Plan a Visit FAQ"). */
export const pageTextHistoryFields = (part: string): FieldSpec[] =>
  Object.entries(PAGE_TEXT_FIELD_LABELS)
    .filter(([name]) => name.startsWith(`${part}.`))
    .map(([name, label]) => ({ name, label, kind: 'text' }))
