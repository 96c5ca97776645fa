'use client'

import { DecoratorNode, type NodeKey, type SerializedLexicalNode } from 'lexical'
import type { ReactNode } from 'react'

type SerializedUpload = SerializedLexicalNode & Record<string, unknown>

/**
 * An image placed from /cms's media library. The dashboard's editor cannot place one, but keeps
 * it as it was stored (shown as a labelled box), so saving here never drops it.
 */
export class StoredUploadNode extends DecoratorNode<ReactNode> {
  __stored: SerializedUpload

  static getType(): string {
    return 'upload'
  }

  static clone(node: StoredUploadNode): StoredUploadNode {
    return new StoredUploadNode(node.__stored, node.__key)
  }

  static importJSON(serialized: SerializedUpload): StoredUploadNode {
    return new StoredUploadNode(serialized)
  }

  constructor(stored: SerializedUpload, key?: NodeKey) {
    super(key)
    this.__stored = stored
  }

  exportJSON(): SerializedUpload {
    return { ...this.__stored, type: 'upload', version: this.__stored.version ?? 3 }
  }

  createDOM(): HTMLElement {
    return document.createElement('div')
  }

  updateDOM(): false {
    return false
  }

  decorate(): ReactNode {
    return (
      <span className="block rounded border border-dashed border-slate-300 p-3 text-sm text-slate-700">
        Image from the media library (change it in the CMS)
      </span>
    )
  }
}
