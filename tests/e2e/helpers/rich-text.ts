import { expect, type Locator, type Page } from '@playwright/test'

type LexicalRoot = HTMLElement & {
  __lexicalEditor?: {
    getEditorState: () => {
      read: <T>(read: () => T) => T
      _selection: { getTextContent: () => string } | null
    }
  }
}

/**
 * Selects the last `words` before the caret with Shift+ArrowLeft, then waits until the editor
 * itself holds that selection. The browser tells Lexical with a `selectionchange` event queued
 * after the key press; a test that moves focus (to the link field) before that event runs leaves
 * Lexical with one character fewer, which is how the Music-tab link once came out as
 * "he calendar" on a loaded CI machine.
 */
export const selectWordsBeforeCaret = async (page: Page, editor: Locator, words: string) => {
  for (let step = 0; step < words.length; step += 1) await page.keyboard.press('Shift+ArrowLeft')
  await expect
    .poll(() =>
      editor.evaluate((root: LexicalRoot) => {
        const state = root.__lexicalEditor?.getEditorState()
        return state?.read(() => state._selection?.getTextContent() ?? '') ?? ''
      }),
    )
    .toBe(words)
}
