/** The status in words (never colour alone). */
export const StatusBadge = ({ status }: { status: string | null | undefined }) => (
  <span className="rounded-full border border-slate-400 bg-slate-100 px-2 py-0.5 text-xs font-medium capitalize text-slate-900">
    {status ?? 'new'}
  </span>
)
