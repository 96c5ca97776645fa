import { PRAYER_VISIBILITY_LABELS, type PrayerVisibility } from '@/lib/prayer/prayer-options'

/** What each choice means for the visitor, in plain words. */
const visibilityHints = (wallDays: number): Record<PrayerVisibility, string> => ({
  pastoral: 'Only our pastors read it.',
  team: 'Our pastors and our prayer team read it; it is never shown on the website.',
  wall: `After a pastor approves it, it appears on this page with your first name only, for ${wallDays} days.`,
})

type Props = {
  visibilities: readonly PrayerVisibility[]
  visibilityError?: string
  wallDays: number
}

/** Who may see the request, and the anonymous and urgent choices. */
export const PrayerChoices = ({ visibilities, visibilityError, wallDays }: Props) => {
  const hints = visibilityHints(wallDays)
  return (
    <>
      <fieldset aria-describedby={visibilityError ? 'prayer-visibility-error' : undefined}>
        <legend className="block text-sm font-medium text-slate-800">Who may see it?</legend>
        <div className="mt-2 space-y-2">
          {visibilities.map((visibility, index) => (
            <label key={visibility} className="flex items-start gap-3">
              <input
                type="radio"
                name="visibility"
                value={visibility}
                defaultChecked={index === 0}
                className="mt-1 h-5 w-5 shrink-0"
              />
              <span>
                <span className="block text-sm font-medium">
                  {PRAYER_VISIBILITY_LABELS[visibility]}
                </span>
                <span className="block text-sm text-slate-700">{hints[visibility]}</span>
              </span>
            </label>
          ))}
        </div>
        {visibilityError ? (
          <p id="prayer-visibility-error" className="mt-1 text-sm text-red-700">
            {visibilityError}
          </p>
        ) : null}
      </fieldset>
      <label className="flex items-start gap-3">
        <input type="checkbox" name="anonymous" className="mt-1 h-5 w-5 shrink-0" />
        <span className="text-sm">
          <span className="block font-medium">Stay anonymous</span>
          <span className="block text-slate-700">We will not keep your name.</span>
        </span>
      </label>
      <label className="flex items-start gap-3">
        <input type="checkbox" name="urgent" className="mt-1 h-5 w-5 shrink-0" />
        <span className="text-sm">
          <span className="block font-medium">This is urgent</span>
          <span className="block text-slate-700">Our pastors are told at once.</span>
        </span>
      </label>
    </>
  )
}
