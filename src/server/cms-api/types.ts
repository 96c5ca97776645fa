/** Payload's REST route handlers, as @payloadcms/next/routes makes them. */
export type RestHandler = (
  request: Request,
  args: { params: Promise<{ slug?: string[] }> },
) => Promise<Response>
