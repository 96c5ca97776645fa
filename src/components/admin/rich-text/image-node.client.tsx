'use client'

import { DecoratorNode, type NodeKey, type SerializedLexicalNode } from 'lexical'
import type { ReactNode } from 'react'

import { slugs } from '@/lib/slugs'

import { PlacedImage } from './placed-image.client'

type SerializedUpload = SerializedLexicalNode & Record<string, unknown>

/** A Lexical node id as Payload's editor makes one (24 hex digits, like a BSON ObjectId). */
const newNodeId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')

/**
 * An image from the media library: Payload's upload node, kept exactly as stored (so an image
 * placed in /cms survives a save here) and made the same way when staff place one here.
 */
export class ImageNode extends DecoratorNode<ReactNode> {
  __stored: SerializedUpload

  static getType(): string {
    return 'upload'
  }

  static clone(node: ImageNode): ImageNode {
    return new ImageNode(node.__stored, node.__key)
  }

  static importJSON(serialized: SerializedUpload): ImageNode {
    return new ImageNode(serialized)
  }

  /** A new image: the media entry's id and the alt text staff typed for it. */
  static place(mediaId: number, alt: string): ImageNode {
    return new ImageNode({
      type: 'upload',
      version: 3,
      format: '',
      id: newNodeId(),
      relationTo: slugs.media,
      value: mediaId,
      fields: { alt },
    })
  }

  constructor(stored: SerializedUpload, key?: NodeKey) {
    super(key)
    this.__stored = stored
  }

  exportJSON(): SerializedUpload {
    return { ...this.__stored, type: 'upload', version: this.__stored.version ?? 3 }
  }

  /** A block of its own, as in Payload's editor. */
  isInline(): false {
    return false
  }

  createDOM(): HTMLElement {
    return document.createElement('div')
  }

  updateDOM(): false {
    return false
  }

  decorate(): ReactNode {
    return <PlacedImage node={this.__stored} />
  }
}
