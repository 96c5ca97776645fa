import { linkify } from '@/lib/content/linkify'

/**
 * Text with its http(s) addresses as links that open in a new tab. The text is rendered as React
 * text (escaped), never as HTML.
 */
export const LinkedText = ({ text }: { text: string }) => (
  <>
    {linkify(text).map((piece, index) =>
      piece.kind === 'link' ? (
        <a
          key={index}
          href={piece.href}
          target="_blank"
          rel="noopener noreferrer"
          className="break-all text-primary underline hover:no-underline"
        >
          {piece.text}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        piece.text
      ),
    )}
  </>
)
