/** Words as a sentence lists alternatives: "new, responded or archived" (no serial comma). */
export const orList = (words: readonly string[]): string =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`
