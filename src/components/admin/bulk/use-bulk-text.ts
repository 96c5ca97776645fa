'use client'

import { useState } from 'react'

import { toast } from '@/components/toast/toast-store'
import { BulkParseError } from '@/lib/bulk/bulk-messages'

/**
 * The pasted text of a bulk tool and the problem with it, if any. parse either returns rows or
 * shows the required message (docs/requirements/dashboard.md), with where it went wrong, under the
 * box and as a toast.
 */
export const useBulkText = () => {
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)

  const parse = <Row>(parser: (text: string) => Row[]): Row[] | null => {
    try {
      const rows = parser(text)
      setProblem(null)
      return rows
    } catch (error) {
      if (!(error instanceof BulkParseError)) throw error
      const shown = error.detail ? `${error.message} (${error.detail})` : error.message
      setProblem(shown)
      toast({ title: 'Error', description: shown, variant: 'destructive' })
      return null
    }
  }

  const fail = (message: string) => {
    setProblem(message)
    toast({ title: 'Error', description: message, variant: 'destructive' })
  }

  return { text, setText, problem, parse, fail, clear: () => setText('') }
}
