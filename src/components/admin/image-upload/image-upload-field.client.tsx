'use client'

import { useState, type ChangeEvent } from 'react'

import { reportAdminError } from '@/components/admin/report-admin-error'
import { toast } from '@/components/toast/toast-store'
import { ApiRequestError } from '@/lib/api/api-request'
import { imageFileProblem } from '@/lib/uploads/image-rules'

import { uploadImage } from './upload-image'

type Props = {
  id: string
  label: string
  /** The current image URL (event imageUrl, site logoUrl); empty for none. */
  value: string | null | undefined
  onChange: (url: string) => void
  /** Ids of help or error texts elsewhere in the form that also describe this field. */
  describedBy?: string
}

const FAILED = 'Failed to upload image. Please try again.'

/**
 * An image picker that uploads at once (docs/requirements/dashboard.md, api.md): the current image,
 * a file input, the required checks before any call, a progress bar during the PUT, then
 * onChange(publicUrl).
 */
export const ImageUploadField = ({ id, label, value, onChange, describedBy }: Props) => {
  const [error, setError] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const errorId = `${id}-upload-error`
  const progressId = `${id}-upload-progress`
  const uploading = progress !== null

  const onFileChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const file = input.files?.[0]
    if (!file) return
    const problem = imageFileProblem(file)
    setError(problem)
    if (problem) {
      input.value = ''
      return
    }
    setProgress(0)
    try {
      const publicUrl = await uploadImage(file, setProgress)
      onChange(publicUrl)
      toast({ title: 'Success', description: 'Image uploaded successfully!' })
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.status === 401) {
        reportAdminError(failure)
      } else {
        // The server's reason for refusing the file belongs under the field.
        if (failure instanceof ApiRequestError && failure.serverMessage) {
          setError(failure.serverMessage)
        }
        toast({ title: 'Error', description: FAILED, variant: 'destructive' })
      }
    } finally {
      setProgress(null)
      input.value = ''
    }
  }

  const describedByIds = [describedBy, error ? errorId : null, uploading ? progressId : null]
    .filter(Boolean)
    .join(' ')

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      {value ? (
        // Any URL staff entered or uploaded, served as it is: no optimisation pipeline to allow-list.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={value}
          alt={`Current ${label.toLowerCase()}`}
          className="h-24 w-auto max-w-full rounded border border-slate-200 object-contain"
        />
      ) : null}
      <input
        id={id}
        type="file"
        accept="image/*"
        disabled={uploading}
        onChange={onFileChosen}
        aria-invalid={Boolean(error)}
        aria-describedby={describedByIds || undefined}
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-primary file:px-3 file:py-2 file:text-sm file:font-medium file:text-white disabled:opacity-60"
      />
      {uploading ? (
        <div className="flex items-center gap-2">
          <progress
            id={progressId}
            max={100}
            value={progress}
            aria-label={`Uploading ${label.toLowerCase()}`}
            className="h-2 w-full"
          />
          <span className="text-sm text-slate-700" aria-hidden="true">
            {progress}%
          </span>
        </div>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
