import { Select } from '@/components/ui/select'
import { labelClass } from '@/components/ui/styles'
import { KIDS_OPTIONS } from '@/lib/visit-options'

type Props = { id: string; error?: string; name: string }

/**
 * How many children are coming: nothing chosen until the visitor picks one of the required options
 * (docs/requirements/public-pages.md).
 */
export const KidsSelect = ({ id, error, name }: Props) => (
  <div>
    <label htmlFor={id} className={labelClass}>
      Number of Kids
    </label>
    <Select
      id={id}
      aria-invalid={Boolean(error)}
      aria-describedby={error ? `${id}-error` : undefined}
      name={name}
      defaultValue=""
      options={KIDS_OPTIONS}
    >
      <option value="">Select number of kids</option>
    </Select>
    {error ? (
      <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
        {error}
      </p>
    ) : null}
  </div>
)
