'use client'

import { ApiRequestError, apiJson } from '@/lib/api/api-request'
import { uploadFile } from '@/lib/api/upload-file'

export const UPLOAD_URL_FAILED = 'Failed to get upload URL'

type UploadTarget = { uploadUrl: string; publicUrl: string }

/**
 * The upload's two steps (docs/requirements/api.md): ask for an upload URL, PUT the file there, and
 * answer with the URL the image is served at. A 401 or 400 from step 1 is passed on as it is, so
 * the caller can send the visitor to log in or show the server's reason; anything else is one
 * internal message (the field then shows the required failure toast,
 * docs/requirements/dashboard.md).
 */
export const uploadImage = async (
  file: File,
  onProgress: (percent: number) => void,
): Promise<string> => {
  let target: UploadTarget
  try {
    target = await apiJson<UploadTarget>('POST', '/api/upload-image', {
      fileName: file.name,
      contentType: file.type,
      fileSize: file.size,
    })
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 401 || error.status === 400)) {
      throw error
    }
    throw new Error(UPLOAD_URL_FAILED)
  }
  await uploadFile(target.uploadUrl, file, onProgress)
  return target.publicUrl
}
