'use client'

import type { ReactNode } from 'react'

import { Button } from '@/components/ui/button'

import type { PageForm as PageFormState } from './use-page-form.client'

type Props = {
  page: PageFormState
  /** "Save Give Page" */
  saveLabel: string
  children: ReactNode
}

/** A Pages form: its fields, then the save button that says when it is saving. */
export const PageForm = ({ page, saveLabel, children }: Props) => (
  <form noValidate onSubmit={page.onSubmit} className="space-y-6">
    {children}
    <Button type="submit" disabled={page.save.isPending}>
      {page.save.isPending ? 'Saving...' : saveLabel}
    </Button>
  </form>
)
