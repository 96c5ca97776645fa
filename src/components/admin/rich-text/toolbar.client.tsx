'use client'

import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND } from '@lexical/list'
import { $toggleLink } from '@lexical/link'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { $createHeadingNode, $createQuoteNode } from '@lexical/rich-text'
import { $setBlocksType } from '@lexical/selection'
import { $insertNodeToNearestRoot } from '@lexical/utils'
import {
  $createParagraphNode,
  $getSelection,
  $isRangeSelection,
  $setSelection,
  FORMAT_TEXT_COMMAND,
  type BaseSelection,
  type ElementNode,
} from 'lexical'
import { useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import type { RichTextImage } from '@/lib/rich-text/images'
import { safeRichTextHref } from '@/lib/rich-text/rules'

import { ImageNode } from './image-node.client'
import { ImagePicker } from './image-picker.client'

type Props = { label: string; id: string }

/** The editor's buttons, in words: what each paragraph is, bold and italic, lists, links, images. */
export const Toolbar = ({ label, id }: Props) => {
  const [editor] = useLexicalComposerContext()
  const [address, setAddress] = useState('')
  const [linkError, setLinkError] = useState<string | null>(null)
  const [placingImage, setPlacingImage] = useState(false)
  // The words chosen in the editor, kept while staff type the address in the field beside it.
  const chosen = useRef<BaseSelection | null>(null)
  const rememberChosen = () => {
    const selection = editor.getEditorState().read(() => $getSelection()?.clone() ?? null)
    if (selection) chosen.current = selection
  }
  const linkChosen = (href: string | null) =>
    editor.update(() => {
      if (chosen.current) $setSelection(chosen.current.clone())
      $toggleLink(href)
    })

  // The image goes where the caret was when staff pressed "Image" (the end when it was nowhere).
  const insertImage = (image: RichTextImage, alt: string) => {
    editor.update(() => {
      if (chosen.current) $setSelection(chosen.current.clone())
      $insertNodeToNearestRoot(ImageNode.place(image.id, alt))
    })
    setPlacingImage(false)
  }

  const setBlock = (create: () => ElementNode) =>
    editor.update(() => {
      const selection = $getSelection()
      if ($isRangeSelection(selection)) $setBlocksType(selection, create)
    })

  const applyLink = () => {
    const href = safeRichTextHref(address)
    if (!href) {
      setLinkError(
        'Use a page such as /events, a full https:// address, or mailto:name@example.org',
      )
      return
    }
    setLinkError(null)
    linkChosen(href)
    setAddress('')
  }

  const buttons: [string, () => void][] = [
    ['Paragraph', () => setBlock(() => $createParagraphNode())],
    ['Heading', () => setBlock(() => $createHeadingNode('h3'))],
    ['Subheading', () => setBlock(() => $createHeadingNode('h4'))],
    ['Quote', () => setBlock(() => $createQuoteNode())],
    ['Bold', () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')],
    ['Italic', () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')],
    ['Bulleted list', () => editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined)],
    ['Numbered list', () => editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined)],
  ]

  return (
    <div role="toolbar" aria-label={`${label}: formatting`} className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {buttons.map(([name, run]) => (
          <Button key={name} variant="small" onClick={run}>
            {name}
          </Button>
        ))}
        <Button
          variant="small"
          aria-expanded={placingImage}
          onPointerDown={rememberChosen}
          onFocus={rememberChosen}
          onClick={() => setPlacingImage(!placingImage)}
        >
          Image
        </Button>
      </div>
      {placingImage ? (
        <ImagePicker
          id={id}
          label={label}
          onInsert={insertImage}
          onCancel={() => setPlacingImage(false)}
        />
      ) : null}
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-64 flex-1">
          <label htmlFor={`${id}-link`} className="block text-sm font-medium text-slate-900">
            {`${label}: link address for the selected words`}
          </label>
          <TextField
            id={`${id}-link`}
            value={address}
            onPointerDown={rememberChosen}
            onFocus={rememberChosen}
            onChange={(event) => setAddress(event.currentTarget.value)}
            aria-invalid={Boolean(linkError)}
            aria-describedby={linkError ? `${id}-link-error` : undefined}
          />
          {linkError ? (
            <p id={`${id}-link-error`} className="mt-1 text-sm text-red-700">
              {linkError}
            </p>
          ) : null}
        </div>
        <Button variant="small" onClick={applyLink}>
          Add link
        </Button>
        <Button variant="small" onPointerDown={rememberChosen} onClick={() => linkChosen(null)}>
          Remove link
        </Button>
      </div>
    </div>
  )
}
