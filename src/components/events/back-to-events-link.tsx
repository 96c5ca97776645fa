import Link from 'next/link'

type Props = { variant?: 'link' | 'button' }

/** Back to /events: a quiet link above an event, a button on the not-found screen. */
export const BackToEventsLink = ({ variant = 'link' }: Props) => (
  <Link
    href="/events"
    className={
      variant === 'button'
        ? 'inline-block rounded bg-primary px-5 py-2.5 font-semibold text-white hover:opacity-90'
        : 'inline-flex items-center gap-1 font-medium text-primary hover:underline'
    }
  >
    <span aria-hidden="true">←</span> Back to Events
  </Link>
)
