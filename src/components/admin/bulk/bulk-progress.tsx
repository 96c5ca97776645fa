type Props = { label: string }

/** Shown while a bulk job runs: the server answers once, when every row is in (or none is). */
export const BulkProgress = ({ label }: Props) => (
  <div role="status" className="mt-3 flex items-center gap-3 text-sm text-slate-800">
    <progress aria-label={label} className="h-2 w-40 accent-[var(--theme-primary)]" />
    <span>{label}</span>
  </div>
)
