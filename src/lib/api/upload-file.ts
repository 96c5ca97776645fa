/**
 * Step 2 of an image upload: PUT the file itself to the URL step 1 gave (our signed link, or a
 * presigned S3 URL). The one browser call that bypasses apiRequest: fetch cannot report upload
 * progress, XMLHttpRequest can. No cookies go with it; the URL is its own credential.
 */
export const UPLOAD_FAILED = 'Failed to upload file'

export const uploadFile = (
  url: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<void> =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('PUT', url)
    // The content type is part of what the upload URL was signed for.
    request.setRequestHeader('Content-Type', file.type)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100))
    }
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(100)
        resolve()
      } else {
        reject(new Error(UPLOAD_FAILED))
      }
    }
    request.onerror = () => reject(new Error(UPLOAD_FAILED))
    request.onabort = () => reject(new Error(UPLOAD_FAILED))
    request.send(file)
  })
