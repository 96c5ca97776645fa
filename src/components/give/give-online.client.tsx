'use client'

import Script from 'next/script'
import { useEffect, useState } from 'react'

import { Button } from '@/components/ui/button'

import { GIVING_WIDGET, GIVING_WIDGET_TIMEOUT_MS, OTHER_WAYS_ANCHOR } from './giving-widget'

type Status = 'idle' | 'loading' | 'ready' | 'failed'

/** Calls the provider's set-up function once its script has run, if it defined one. */
const initialiseWidget = () => {
  const init = (window as unknown as Record<string, unknown>)[GIVING_WIDGET.initGlobal]
  if (typeof init === 'function') init()
}

/**
 * Give Online: the provider's script is loaded only when the visitor asks for it, so the page
 * stays fast, sends nothing to a third party before then, and a blocked or offline provider
 * costs nothing until used. If the script fails or is not ready in time, the fallback points to
 * the other ways to give.
 */
export const GiveOnline = ({ accountId }: { accountId: string }) => {
  const [status, setStatus] = useState<Status>('idle')

  useEffect(() => {
    if (status !== 'loading') return
    const timer = window.setTimeout(() => setStatus('failed'), GIVING_WIDGET_TIMEOUT_MS)
    return () => window.clearTimeout(timer)
  }, [status])

  useEffect(() => {
    if (status === 'ready') initialiseWidget()
  }, [status])

  return (
    <div>
      {status === 'idle' ? (
        <Button type="button" variant="ctaLarge" onClick={() => setStatus('loading')}>
          Give Online
        </Button>
      ) : null}
      {status !== 'idle' ? (
        <Script
          src={GIVING_WIDGET.scriptSrc}
          // Loaded on request, so there is nothing to defer: lazyOnload would only add an idle wait.
          strategy="afterInteractive"
          onReady={() => setStatus('ready')}
          onError={() => setStatus((current) => (current === 'ready' ? current : 'failed'))}
        />
      ) : null}
      {status === 'loading' ? (
        <p role="status" className="text-slate-700">
          Loading the secure giving form...
        </p>
      ) : null}
      {status === 'ready' ? (
        <Button
          type="button"
          variant="ctaLarge"
          id={GIVING_WIDGET.embedHtmlId}
          className={GIVING_WIDGET.embedClassName}
          data-church-id={accountId}
        >
          Open the Giving Form
        </Button>
      ) : null}
      {status === 'failed' ? (
        <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-5">
          <p className="font-semibold text-slate-900">Online giving is temporarily unavailable</p>
          <p className="mt-2 text-slate-800">
            Please try again later, or give by check, in person on Sunday, or through the parish
            office: see{' '}
            <a href={`#${OTHER_WAYS_ANCHOR}`} className="font-semibold text-primary underline">
              other ways to give
            </a>
            .
          </p>
        </div>
      ) : null}
    </div>
  )
}
