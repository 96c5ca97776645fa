import Link from 'next/link'

type Props = { tone?: 'light' | 'dark' }

/** Under every form that takes personal data: where the privacy page says what happens to it. */
export const PrivacyNote = ({ tone = 'light' }: Props) => (
  <p className={`text-sm ${tone === 'dark' ? 'text-slate-100' : 'text-slate-700'}`}>
    What we keep and for how long:{' '}
    <Link href="/privacy" className="font-medium underline underline-offset-2 hover:no-underline">
      our privacy notice
    </Link>
    .
  </p>
)
