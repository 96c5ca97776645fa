/** Deeper than this, a JSON body is refused: no route takes more than a few levels. */
export const MAX_JSON_DEPTH = 20

/**
 * The deepest nesting of [ and { in JSON text, counted in one pass that skips strings. It runs
 * before JSON.parse, so a body of 500,000 "[" is refused without building anything.
 */
export const jsonDepthExceeds = (text: string, maxDepth: number = MAX_JSON_DEPTH): boolean => {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index]
    if (inString) {
      if (character === '\\') index += 1
      else if (character === '"') inString = false
    } else if (character === '"') inString = true
    else if (character === '[' || character === '{') {
      depth += 1
      if (depth > maxDepth) return true
    } else if (character === ']' || character === '}') depth -= 1
  }
  return false
}
