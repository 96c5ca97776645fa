import type { Metadata } from 'next'

import { CancelRegistration } from '@/components/events/cancel-registration.client'

// A personal link: never indexed, and the token never followed anywhere.
export const metadata: Metadata = {
  title: 'Cancel registration',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

type Props = { searchParams: Promise<{ token?: string | string[] }> }

/** Where an emailed cancel link leads: it shows the booking and asks before cancelling. */
const CancelRegistrationPage = async ({ searchParams }: Props) => {
  const { token } = await searchParams
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-bold text-secondary">Cancel registration</h1>
      <CancelRegistration token={typeof token === 'string' ? token : ''} />
    </div>
  )
}

export default CancelRegistrationPage
