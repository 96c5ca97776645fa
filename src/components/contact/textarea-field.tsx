import type { UseFormRegisterReturn } from 'react-hook-form'

type Props = {
  id: string
  label: string
  rows?: number
  error?: string
  registration: UseFormRegisterReturn
}

/** A labelled textarea whose error message is announced with it, like TextInput. */
export const TextareaField = ({ id, label, rows = 6, error, registration }: Props) => (
  <div>
    <label htmlFor={id} className="block text-sm font-medium">
      {label}
    </label>
    <textarea
      id={id}
      rows={rows}
      aria-invalid={Boolean(error)}
      aria-describedby={error ? `${id}-error` : undefined}
      className="mt-1 w-full rounded border border-slate-300 px-3 py-2"
      {...registration}
    />
    {error ? (
      <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
        {error}
      </p>
    ) : null}
  </div>
)
