'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { DetailedError, Upload } from 'tus-js-client'

import { UPLOAD_CHUNK_BYTES } from '@/lib/uploads/sermon-file-rules'

import { S3MultipartUpload } from './s3-multipart-upload'
import { useUploadStorage } from './upload-storage.client'

/** Waits before each automatic retry of a failed chunk; then staff may press Resume. */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10000]

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading' | 'paused'; sent: number; total: number }
  | { status: 'failed'; message: string; canResume: boolean }
  | { status: 'done'; url: string }

/** The server's sentence for a refusal ({message}), or a plain one for a dropped line. */
const problemOf = (error: Error): { message: string; canResume: boolean } => {
  const response = error instanceof DetailedError ? error.originalResponse : null
  if (!response) {
    return {
      message: 'The connection was lost. Press Resume to go on where it stopped.',
      canResume: true,
    }
  }
  try {
    const { message } = JSON.parse(response.getBody()) as { message?: string }
    if (message) return { message, canResume: response.getStatus() >= 500 }
  } catch {
    // Not our error shape: say what happened in general words below.
  }
  return { message: 'The upload failed. Please try again.', canResume: response.getStatus() >= 500 }
}

/** The hosted file a finished upload became (the server's last answer). */
export type FinishedUpload = { url: string; filename: string; duration: string | null }

/**
 * A resumable upload: by tus to /api/admin/sermon-uploads on disk, by S3 multipart straight to
 * the bucket with S3 (s3-multipart-upload.ts). Either way progress, pause and resume (what
 * arrived is kept; a dropped chunk or part is retried on its own), and cancel, which deletes what
 * arrived. Only the dashboard loads tus-js-client.
 */
export const useResumableUpload = (onDone: (file: FinishedUpload) => void) => {
  const [state, setState] = useState<UploadState>({ status: 'idle' })
  const storage = useUploadStorage()
  const upload = useRef<Upload | null>(null)
  const toBucket = useRef<S3MultipartUpload | null>(null)
  const done = useRef(onDone)
  useEffect(() => {
    done.current = onDone
  }, [onDone])

  useEffect(
    () => () => {
      void upload.current?.abort()
      toBucket.current?.pause()
    },
    [],
  )

  const startToBucket = useCallback((file: File, metadata: Record<string, string>) => {
    const next = new S3MultipartUpload(file, metadata, {
      onProgress: (sent, total) =>
        setState((current) =>
          current.status === 'paused' ? current : { status: 'uploading', sent, total },
        ),
      onSuccess: (finished) => {
        toBucket.current = null
        setState({ status: 'done', url: finished.url })
        done.current(finished)
      },
      onError: (problem) => setState({ status: 'failed', ...problem }),
    })
    toBucket.current = next
    void next.start()
  }, [])

  const start = useCallback(
    (file: File, metadata: Record<string, string>) => {
      setState({ status: 'uploading', sent: 0, total: file.size })
      if (storage === 's3') return startToBucket(file, metadata)
      const next = new Upload(file, {
        endpoint: '/api/admin/sermon-uploads',
        chunkSize: UPLOAD_CHUNK_BYTES,
        retryDelays: RETRY_DELAYS_MS,
        metadata: { ...metadata, filename: file.name },
        // A reload picks up the same file where it stopped; a finished one is forgotten.
        storeFingerprintForResuming: true,
        removeFingerprintOnSuccess: true,
        // Our refusals (4xx) are final: retrying cannot turn a PDF into audio.
        onShouldRetry: (error) =>
          (error.originalResponse?.getStatus() ?? 0) === 0 ||
          (error.originalResponse?.getStatus() ?? 0) >= 500,
        onProgress: (sent, total) =>
          setState((current) =>
            current.status === 'paused' ? current : { status: 'uploading', sent, total },
          ),
        onSuccess: ({ lastResponse }) => {
          const finished = JSON.parse(lastResponse.getBody()) as FinishedUpload
          upload.current = null
          setState({ status: 'done', url: finished.url })
          done.current(finished)
        },
        onError: (error) => setState({ status: 'failed', ...problemOf(error) }),
      })
      upload.current = next
      void next.findPreviousUploads().then((previous) => {
        if (previous[0]) next.resumeFromPreviousUpload(previous[0])
        next.start()
      })
    },
    [storage, startToBucket],
  )

  const pause = useCallback(() => {
    void upload.current?.abort()
    toBucket.current?.pause()
    setState((current) =>
      current.status === 'uploading' ? { ...current, status: 'paused' } : current,
    )
  }, [])

  const resume = useCallback(() => {
    if (!upload.current && !toBucket.current) return
    setState((current) =>
      current.status === 'paused'
        ? { ...current, status: 'uploading' }
        : { status: 'uploading', sent: 0, total: 0 },
    )
    upload.current?.start()
    void toBucket.current?.start()
  }, [])

  const cancel = useCallback(async () => {
    const current = upload.current
    const inBucket = toBucket.current
    upload.current = null
    toBucket.current = null
    setState({ status: 'idle' })
    // Aborting the multipart upload deletes its parts; if that fails, the hourly job does it.
    await inBucket?.cancel().catch((error: unknown) => console.warn('Upload cancel failed', error))
    // Terminating deletes what arrived on the server (tus DELETE).
    // If that DELETE fails (the connection is gone), the form is still reset: the partial upload
    // is left to the hourly cleanup job (docs/uploads.md), and the browser console shows the error.
    if (current?.url)
      await current
        .abort(true)
        .catch((error: unknown) => console.warn('Upload cancel failed', error))
    else await current?.abort()
  }, [])

  return { state, start, pause, resume, cancel }
}
