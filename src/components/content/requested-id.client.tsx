'use client'

import { useParams } from 'next/navigation'

const decoded = (value: string) => {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/**
 * The id in the address. A not-found.tsx gets no props, so the "not found" screens read the id
 * the visitor asked for from the route's params (React escapes it as text).
 */
export const RequestedId = () => {
  const { id } = useParams<{ id: string }>()
  return <>{decoded(id ?? '')}</>
}
