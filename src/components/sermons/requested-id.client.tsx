'use client'

import { useParams } from 'next/navigation'

/**
 * The id in the address. A not-found.tsx gets no props, so the "not found" screens read the id
 * the visitor asked for from the route's params.
 */
export const RequestedId = () => {
  const { id } = useParams<{ id: string }>()
  return <>{decodeURIComponent(id ?? '')}</>
}
