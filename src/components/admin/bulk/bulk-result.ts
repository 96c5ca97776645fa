/** What the bulk routes answer: a message for people, and the counts. */
export type BulkResult = { message: string }

export const bulkResultToast = (title: string) => (result: BulkResult) => ({
  title,
  description: result.message,
})
