/** What the bulk tools say when the pasted text cannot be used (docs/requirements/dashboard.md). */
export const bulkMessages = {
  sermonsEmpty: 'Please paste your tab-delimited sermon data',
  sermonsNoRows: 'No data found to update',
  parseFailed: 'Failed to parse data. Please check your formatting.',
  eventsEmpty: 'Please paste your tab-delimited event data',
  noValidEvents: 'No valid events found to import',
} as const

/** A pasted text the tool cannot use; message is one of bulkMessages, detail says where. */
export class BulkParseError extends Error {
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message)
    this.name = 'BulkParseError'
  }
}
