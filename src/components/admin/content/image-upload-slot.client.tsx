'use client'

import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form'

import { ImageUploadField } from '../image-upload/image-upload-field.client'

type Props = {
  id: string
  name: string
  control: Control<Record<string, unknown>>
  setValue: UseFormSetValue<Record<string, unknown>>
}

/**
 * The upload beside an image-URL field (event images, the logo): an uploaded file's public URL
 * becomes the field's value, so the URL box and the upload always agree.
 */
export const ImageUploadSlot = ({ id, name, control, setValue }: Props) => {
  const value = useWatch({ control, name }) as string | undefined
  return (
    <ImageUploadField
      id={`${id}-upload`}
      label="Upload an image"
      value={value || null}
      onChange={(url) => setValue(name, url, { shouldValidate: true, shouldDirty: true })}
    />
  )
}
