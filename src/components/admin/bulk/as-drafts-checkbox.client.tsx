'use client'

type Props = {
  id: string
  checked: boolean
  onChange: (checked: boolean) => void
  /** What is saved as drafts: "events", "sermons". */
  what: string
}

/**
 * "Import as drafts" for the bulk imports and the YouTube sync (docs/publishing.md): unticked,
 * they publish at once as before.
 */
export const AsDraftsCheckbox = ({ id, checked, onChange, what }: Props) => (
  <div className="mt-3 flex items-start gap-2">
    <input
      id={id}
      type="checkbox"
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      aria-describedby={`${id}-hint`}
      className="mt-1 h-4 w-4"
    />
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        Import as drafts
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-700">
        {`New ${what} are saved as drafts and changes as draft changes: nothing is on the website until you publish it.`}
      </p>
    </div>
  </div>
)
