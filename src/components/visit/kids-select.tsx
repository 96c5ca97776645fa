import { KIDS_OPTIONS } from '@/lib/visit-options'

type Props = { id: string; error?: string; name: string }

/**
 * How many children are coming: nothing chosen until the visitor picks one of the required options
 * (docs/requirements/public-pages.md).
 */
export const KidsSelect = ({ id, error, name }: Props) => (
  <div>
    <label htmlFor={id} className="block text-sm font-medium">
      Number of Kids
    </label>
    <select
      id={id}
      aria-invalid={Boolean(error)}
      aria-describedby={error ? `${id}-error` : undefined}
      className="mt-1 w-full rounded border border-slate-300 bg-white px-3 py-2"
      name={name}
      defaultValue=""
    >
      <option value="">Select number of kids</option>
      {KIDS_OPTIONS.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </select>
    {error ? (
      <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
        {error}
      </p>
    ) : null}
  </div>
)
