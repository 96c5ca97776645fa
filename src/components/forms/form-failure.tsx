import type { ReactNode } from 'react'

/** Why a form could not be sent, announced as it appears; nothing while there is no failure. */
export const FormFailure = ({
  message,
  children,
}: {
  message: string | null
  children?: ReactNode
}) =>
  message ? (
    <p role="alert" className="text-sm text-red-700">
      {message}
      {children}
    </p>
  ) : null
