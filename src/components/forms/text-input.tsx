import type { UseFormRegisterReturn } from 'react-hook-form'

type Props = {
  id: string
  label: string
  type?: 'text' | 'email' | 'password' | 'tel'
  autoComplete?: string
  error?: string
  registration: UseFormRegisterReturn
}

/** A labelled input whose error message is announced with it (aria-describedby). */
export const TextInput = ({
  id,
  label,
  type = 'text',
  autoComplete,
  error,
  registration,
}: Props) => (
  <div>
    <label htmlFor={id} className="block text-sm font-medium">
      {label}
    </label>
    <input
      id={id}
      type={type}
      autoComplete={autoComplete}
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
