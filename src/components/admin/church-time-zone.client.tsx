'use client'

import { createContext, useContext, type ReactNode } from 'react'

const ChurchTimeZoneContext = createContext<string | null>(null)

/**
 * The church's time zone (TIME_ZONE), set by the /admin page from the server's settings: staff
 * pick and read scheduled times in it, wherever their own computer is.
 */
export const ChurchTimeZoneProvider = ({
  timeZone,
  children,
}: {
  timeZone: string
  children?: ReactNode
}) => <ChurchTimeZoneContext.Provider value={timeZone}>{children}</ChurchTimeZoneContext.Provider>

export const useChurchTimeZone = (): string => {
  const timeZone = useContext(ChurchTimeZoneContext)
  // No guess: the browser's own zone would schedule at the wrong hour for staff travelling.
  if (!timeZone) throw new Error('ChurchTimeZoneProvider is missing above the dashboard')
  return timeZone
}
