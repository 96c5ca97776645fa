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

type Recorded = { tags: string[]; changedText: boolean }
type EditorForTests = {
  registerUpdateListener: (
    listener: (update: {
      tags: Set<string>
      dirtyLeaves: Set<string>
      dirtyElements: Map<string, boolean>
    }) => void,
  ) => () => void
  getEditorState: () => { toJSON: () => { root: { children: unknown[] } } }
  parseEditorState: (json: string) => unknown
  setEditorState: (state: unknown, options: { tag: string }) => void
}

/** From now on, the editor's updates (their tags, and whether they touched any node) are kept. */
export const recordEditorUpdates = (editor: Locator) =>
  editor.evaluate((root) => {
    const log: Recorded[] = []
    ;(window as unknown as { editorUpdates: Recorded[] }).editorUpdates = log
    const lexical = (root as HTMLElement & { __lexicalEditor: EditorForTests }).__lexicalEditor
    lexical.registerUpdateListener(({ tags, dirtyLeaves, dirtyElements }) =>
      log.push({ tags: [...tags], changedText: dirtyLeaves.size + dirtyElements.size > 0 }),
    )
  })

export const recordedEditorUpdates = (page: Page) =>
  page.evaluate(() => (window as unknown as { editorUpdates: Recorded[] }).editorUpdates)

/**
 * Adds a paragraph through Lexical's public setEditorState, committed under `tag`: what the
 * editor does when a person's change lands in the same commit as one of its own tagged updates.
 */
export const commitParagraphTagged = (editor: Locator, text: string, tag: string) =>
  editor.evaluate(
    (root, { text, tag }) => {
      const lexical = (root as HTMLElement & { __lexicalEditor: EditorForTests }).__lexicalEditor
      const json = lexical.getEditorState().toJSON()
      json.root.children.push({
        type: 'paragraph',
        version: 1,
        direction: null,
        format: '',
        indent: 0,
        textFormat: 0,
        textStyle: '',
        children: [
          { type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' },
        ],
      })
      lexical.setEditorState(lexical.parseEditorState(JSON.stringify(json)), { tag })
    },
    { text, tag },
  )

/** Whether the caret is collapsed at the very end of the editor's text. */
export const caretAtEnd = (editor: Locator): Promise<boolean> =>
  editor.evaluate((element) => {
    const selection = window.getSelection()
    if (!selection?.isCollapsed || !selection.focusNode) return false
    if (!element.contains(selection.focusNode)) return false
    const rest = document.createRange()
    rest.selectNodeContents(element)
    rest.setStart(selection.focusNode, selection.focusOffset)
    return rest.toString().length === 0
  })
