'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { sectionOf, type SiteLink } from '@/lib/page-texts/links'

import { useSignedInUser } from './use-signed-in-user'

const isActive = (pathname: string, href: string) => {
  const section = sectionOf(href)
  return section !== null && (pathname === section || pathname.startsWith(`${section}/`))
}

/**
 * Main navigation (Pages → Navigation): a link is active on any page of its section (About Us on
 * any /about path); Admin appears for admins only.
 */
export const NavLinks = ({ links: menu }: { links: SiteLink[] }) => {
  const pathname = usePathname() ?? '/'
  const signedIn = useSignedInUser()
  const isAdmin = signedIn.status === 'signed-in' && signedIn.user.isAdmin
  const [open, setOpen] = useState(false)
  const links = [...menu, ...(isAdmin ? [{ href: '/admin', label: 'Admin' }] : [])]
  return (
    <>
      <Button
        variant="plain"
        type="button"
        className="rounded border border-slate-300 px-3 py-2 text-sm font-medium md:hidden"
        aria-expanded={open}
        aria-controls="main-menu"
        onClick={() => setOpen((value) => !value)}
      >
        Menu
      </Button>
      <ul
        id="main-menu"
        className={`${open ? 'flex' : 'hidden'} w-full flex-col gap-1 md:flex md:w-auto md:flex-row md:items-center md:gap-5`}
      >
        {links.map(({ href, label }) => {
          const active = isActive(pathname, href)
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={active ? 'page' : undefined}
                onClick={() => setOpen(false)}
                className={`block rounded px-2 py-2 text-sm font-medium hover:text-primary ${
                  active ? 'text-primary underline underline-offset-4' : 'text-slate-800'
                }`}
              >
                {label}
              </Link>
            </li>
          )
        })}
      </ul>
    </>
  )
}
