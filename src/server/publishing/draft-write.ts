/**
 * The data and draft flag of an import's write (the TSV imports, the YouTube sync). With asDrafts,
 * a new item is a draft and a change of an existing one is saved as a draft change (Payload's
 * version only), so the site is unchanged until staff publish. Without it, the data says nothing
 * of drafts: a new item is published (the collection's default) and a change keeps the item's
 * state (keepStatusUnlessSaid in collections/drafts/with-drafts.ts), as before drafts existed.
 */
export const draftWrite = <Data extends Record<string, unknown>>(
  data: Data,
  asDrafts: boolean | undefined,
): { data: Data; draft?: true } =>
  asDrafts ? { data: { ...data, _status: 'draft' }, draft: true } : { data }
