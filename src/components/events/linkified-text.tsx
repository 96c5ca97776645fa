import { linkify } from '@/lib/content/linkify'

/** Text with its http(s) URLs as links that open in a new tab; everything else stays text. */
export const LinkifiedText = ({ text }: { text: string }) =>
  linkify(text).map((piece, index) =>
    piece.kind === 'link' ? (
      <a
        key={index}
        href={piece.href}
        target="_blank"
        rel="noopener noreferrer"
        className="break-all text-primary underline underline-offset-2 hover:no-underline"
      >
        {piece.text}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    ) : (
      <span key={index}>{piece.text}</span>
    ),
  )
