import Link from 'next/link'

type Props = { id: string; error?: string; name: string }

/**
 * The visitor's consent to how their details are used; the form requires it
 * (docs/requirements/public-pages.md).
 */
export const TermsCheckbox = ({ id, error, name }: Props) => (
  <div>
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error ${id}-terms` : `${id}-terms`}
        className="mt-1 h-5 w-5 shrink-0 rounded border-slate-400"
        name={name}
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          I agree to the{' '}
          <Link href="/privacy" className="underline underline-offset-2 hover:no-underline">
            terms
          </Link>
        </label>
        <p id={`${id}-terms`} className="text-sm text-slate-700">
          We will use your details only to plan your visit and to get in touch with you about it. We
          never share or sell them.
        </p>
      </div>
    </div>
    {error ? (
      <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
        {error}
      </p>
    ) : null}
  </div>
)
