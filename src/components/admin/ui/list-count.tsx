import { countOf, formatCount } from '@/lib/format-count'

import { ADMIN_LIST_LIMIT } from '../use-admin-list'

type Props = {
  shown: number
  total: number
  /** The plural noun; `one` is used when the total is exactly 1. */
  noun: string
  one: string
  page?: number
}

/**
 * Lists fetch at most 100 (docs/requirements/dashboard.md): say so when there are more than the
 * list shows, and which hundred a paged list is on.
 */
export const ListCount = ({ shown, total, noun, one, page = 1 }: Props) => {
  const first = (page - 1) * ADMIN_LIST_LIMIT + 1
  let text = `${countOf(total, one, noun)}.`
  if (page > 1)
    text = `Showing ${formatCount(first)}–${formatCount(first + shown - 1)} of ${formatCount(total)} ${noun}.`
  else if (total > shown)
    text = `Showing the first ${ADMIN_LIST_LIMIT} of ${formatCount(total)} ${noun}.`
  return <p className="text-sm text-slate-700">{text}</p>
}
