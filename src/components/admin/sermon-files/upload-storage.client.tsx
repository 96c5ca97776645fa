'use client'

import { createContext, useContext, type ReactNode } from 'react'

/** Where sermon files go: the server's disk (tus) or the S3 bucket (multipart), per the site's settings. */
export type UploadStorage = 'disk' | 's3'

const UploadStorageContext = createContext<UploadStorage | null>(null)

/** Set by the /admin page from the server's settings (src/env.ts s3Enabled). */
export const UploadStorageProvider = ({
  storage,
  children,
}: {
  storage: UploadStorage
  children: ReactNode
}) => <UploadStorageContext.Provider value={storage}>{children}</UploadStorageContext.Provider>

export const useUploadStorage = (): UploadStorage => {
  const storage = useContext(UploadStorageContext)
  // No guess: uploading to the wrong place would fail late, after minutes of sending.
  if (!storage) throw new Error('UploadStorageProvider is missing above the sermon upload fields')
  return storage
}
