/**
 * Why an outbound request was not made. `address`: the destination is inside the server's own
 * network (loopback, a private range, cloud metadata...); `scheme`: not http or https. Kept apart
 * from ordinary network failures, because staff can be told about the first kind: it will never
 * work, whereas an unreachable host might next time.
 */
export type RefusalReason = 'address' | 'scheme'

export class OutboundRefusedError extends Error {
  readonly code = 'OUTBOUND_REFUSED'

  constructor(
    readonly reason: RefusalReason,
    detail: string,
  ) {
    super(`Outbound request refused: ${detail}`)
    this.name = 'OutboundRefusedError'
  }
}

/** What staff are told when a link they saved points at one of the server's internal addresses. */
export const INTERNAL_ADDRESS_MESSAGE =
  "This address points inside the server's network and cannot be used"

/**
 * Recognised by its code, not by class: the production build can hold more than one copy of a
 * module, and an error made by one copy fails `instanceof` against another's.
 */
export const isOutboundRefusal = (error: unknown): error is OutboundRefusedError =>
  error instanceof Error && (error as Partial<OutboundRefusedError>).code === 'OUTBOUND_REFUSED'

export const isAddressRefusal = (error: unknown): error is OutboundRefusedError =>
  isOutboundRefusal(error) && error.reason === 'address'
