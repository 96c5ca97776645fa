'use client'

import dynamic from 'next/dynamic'

import { useToastRaised } from './toast-store'

// Radix's toast code is fetched with the first toast, not with every public page.
const Toaster = dynamic(() => import('./toaster.client').then((module) => module.Toaster), {
  ssr: false,
})

/**
 * The toast region of the public site: mounted when the first toast is raised, and kept from
 * then on (F8 keeps reaching it, and dismissed toasts animate out as before).
 */
export const LazyToaster = () => {
  return useToastRaised() ? <Toaster /> : null
}
