import type { ReactNode } from 'react'

type Props = {
  isLoading: boolean
  error: Error | null
  what: string
  children: ReactNode
}

/** A tab's list while loading, after a failed read, or loaded. */
export const QueryState = ({ isLoading, error, what, children }: Props) => {
  if (isLoading) return <p role="status">Loading {what}...</p>
  if (error)
    return (
      <p role="alert" className="text-red-700">
        Could not load {what}: {error.message}
      </p>
    )
  return children
}
