'use client'

import { AutoLinkNode, LinkNode } from '@lexical/link'
import { ListItemNode, ListNode } from '@lexical/list'
import { LexicalComposer } from '@lexical/react/LexicalComposer'
import { ContentEditable } from '@lexical/react/LexicalContentEditable'
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary'
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin'
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin'
import { ListPlugin } from '@lexical/react/LexicalListPlugin'
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin'
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin'
import { HeadingNode, QuoteNode } from '@lexical/rich-text'
import type { EditorState } from 'lexical'
import { useCallback } from 'react'

import type { RichTextDocument } from '@/lib/rich-text/document'
import { toEditorLinks, toStoredLinks } from '@/lib/rich-text/editor-links'
import { safeRichTextHref } from '@/lib/rich-text/rules'

import { ImageNode } from './image-node.client'
import { Toolbar } from './toolbar.client'

type Props = {
  id: string
  label: string
  value: RichTextDocument
  onChange: (document: RichTextDocument) => void
  /** The field's message from the form or the server. */
  error?: string
}

/** How the editor draws what staff write: close to the public page, in the dashboard's type. */
const THEME = {
  heading: { h3: 'text-xl font-semibold mt-4', h4: 'text-lg font-semibold mt-3' },
  list: { ul: 'list-disc pl-6', ol: 'list-decimal pl-6' },
  quote: 'border-l-4 border-slate-300 pl-4',
  link: 'text-primary underline',
  text: { bold: 'font-bold', italic: 'italic', underline: 'underline' },
  paragraph: 'my-2',
}

/**
 * Module-level, so LinkPlugin sees the same function on every render: a new one makes it
 * register its link transforms again, and each registration is an editor update tagged
 * "history-merge" (see RichTextEditor).
 */
const isSafeLinkAddress = (url: string) => safeRichTextHref(url) !== null

/**
 * A rich-text editor for the dashboard, built on Lexical's own packages (docs/site-content.md):
 * staff see formatted text and buttons in words, never JSON, and it reads and writes the same
 * JSON as Payload's editor in /cms. Loaded in the dashboard only.
 */
export const RichTextEditor = ({ id, label, value, onChange, error }: Props) => {
  // react-hook-form's field.onChange is stable, so this is too: the listener stays registered.
  const sendToForm = useCallback(
    (state: EditorState) => onChange(toStoredLinks(state.toJSON() as unknown as RichTextDocument)),
    [onChange],
  )
  return (
    <div className="space-y-2">
      <LexicalComposer
        initialConfig={{
          namespace: id,
          theme: THEME,
          nodes: [
            HeadingNode,
            QuoteNode,
            ListNode,
            ListItemNode,
            LinkNode,
            AutoLinkNode,
            ImageNode,
          ],
          editorState: JSON.stringify(toEditorLinks(value)),
          onError: (failure) => {
            throw failure
          },
        }}
      >
        <Toolbar label={label} id={id} />
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              id={id}
              aria-label={label}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${id}-error` : undefined}
              className="min-h-48 rounded border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:outline-2 focus:outline-primary"
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin validateUrl={isSafeLinkAddress} />
        {/*
        Every change to the text reaches the form, whatever its tags. Lexical merges updates made
        before its next commit into one, tags and all: staff's typing or a link added at the moment
        a plugin's own update (tagged "history-merge") was pending went out under that tag, and
        OnChangePlugin's default skips such updates, so the form saved the text without the
        last words or the link (docs/site-content.md).
      */}
        <OnChangePlugin
          ignoreSelectionChange
          ignoreHistoryMergeTagChange={false}
          onChange={sendToForm}
        />
      </LexicalComposer>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
