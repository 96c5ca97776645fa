import type { CollectionSlug, Payload } from 'payload'

/** Remembers what a test file made and deletes it afterwards, so files never see each other's data. */
export class Cleanup {
  private readonly made: { collection: CollectionSlug; id: number | string }[] = []

  track<T extends { id: number | string }>(collection: CollectionSlug, doc: T): T {
    this.made.push({ collection, id: doc.id })
    return doc
  }

  /** Deletes everything in a collection whose field matches, for records created through /api. */
  async deleteWhere(payload: Payload, collection: CollectionSlug, field: string, values: string[]) {
    if (values.length === 0) return
    await payload.delete({ collection, where: { [field]: { in: values } } })
  }

  async run(payload: Payload) {
    for (const { collection, id } of this.made.reverse()) {
      await payload.delete({ collection, id }).catch(() => undefined)
    }
    this.made.length = 0
  }
}
