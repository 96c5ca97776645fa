import { ADMIN_LIST_LIMIT } from '../use-admin-list'

type Props = { shown: number; total: number; noun: string }

/** Spec: lists fetch at most 100; say so when there are more than the list shows. */
export const ListCount = ({ shown, total, noun }: Props) => (
  <p className="text-sm text-slate-700">
    {total > shown
      ? `Showing the first ${ADMIN_LIST_LIMIT} of ${total.toLocaleString('en-US')} ${noun}.`
      : `${total.toLocaleString('en-US')} ${noun}.`}
  </p>
)
