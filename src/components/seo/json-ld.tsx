import type { Thing, WithContext } from 'schema-dts'

/**
 * Structured data for search engines. `<` is escaped so no text in the data can close the
 * script element early.
 */
export const JsonLd = ({ data }: { data: WithContext<Thing> }) => (
  <script
    type="application/ld+json"
    dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
  />
)
