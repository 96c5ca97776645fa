/**
 * A sermon or service description as its page reads it (docs/requirements/public-pages.md):
 * paragraphs split at blank lines; the paragraph containing 'Scriptures Referenced:' goes under
 * Scripture References, and the one containing 'Social Links:' becomes the Connect With Us list.
 */

import { trimEndOf } from '../text/trim-end'

export type SocialLink = { label: 'Facebook' | 'Instagram' | 'Website' | 'Link'; url: string }

export type DescriptionParts = {
  paragraphs: string[]
  scriptureReferences: string | null
  socialLinks: SocialLink[]
}

export const splitParagraphs = (text: string | null | undefined): string[] =>
  (text ?? '')
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)

const labelFor = (url: string, line: string): SocialLink['label'] => {
  const haystack = `${line} ${url}`.toLowerCase()
  if (haystack.includes('facebook')) return 'Facebook'
  if (haystack.includes('instagram')) return 'Instagram'
  if (/website|www\./.test(haystack)) return 'Website'
  return 'Link'
}

/** Every http(s) link in the Social Links paragraph, labelled by what it points to. */
export const parseSocialLinks = (paragraph: string): SocialLink[] => {
  const links: SocialLink[] = []
  for (const line of paragraph.split('\n')) {
    for (const match of line.matchAll(/https?:\/\/[^\s<>"']+/g)) {
      const url = trimEndOf(match[0], '.,;:!?)')
      links.push({ label: labelFor(url, line), url })
    }
  }
  return links
}

export const parseDescription = (text: string | null | undefined): DescriptionParts => {
  const parts: DescriptionParts = { paragraphs: [], scriptureReferences: null, socialLinks: [] }
  for (const paragraph of splitParagraphs(text)) {
    if (paragraph.includes('Scriptures Referenced:')) {
      parts.scriptureReferences = paragraph.replace('Scriptures Referenced:', '').trim()
    } else if (paragraph.includes('Social Links:')) {
      parts.socialLinks = parseSocialLinks(paragraph)
    } else {
      parts.paragraphs.push(paragraph)
    }
  }
  return parts
}
