'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, type ReactNode } from 'react'
import { useForm, type Resolver } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { apiJson } from '@/lib/api/api-request'

import { Modal } from '../ui/modal.client'
import { useAdminMutation } from '../use-admin-mutation'
import { changedBySave } from './changed-by-save'
import { FormField } from './form-field.client'
import type { AdminResource } from './resources'
import { showServerFieldErrors } from './server-field-errors'

type Props<Item extends { id: number }> = {
  resource: AdminResource<Item>
  /** Open with an item to edit it (PUT), with null to create one (POST). */
  item: Item | null
  open: boolean
  onClose: () => void
  /** More for an existing item below its fields (a sermon's media), able to set form values. */
  editExtras?: EditExtras<Item>
}

export type EditExtras<Item> = (
  item: Item,
  setFormValue: (name: string, value: unknown) => void,
) => ReactNode

/**
 * The one create/edit dialog (docs/requirements/dashboard.md): with an item it PUTs, without one it
 * POSTs; on success it closes and the form resets. The server's field messages land on their
 * fields.
 */
export const ContentFormDialog = <Item extends { id: number }>({
  resource,
  item,
  open,
  onClose,
  editExtras,
}: Props<Item>) => {
  const idPrefix = useId()
  const form = useForm<Record<string, unknown>>({
    resolver: zodResolver(resource.formSchema) as Resolver<Record<string, unknown>>,
    defaultValues: resource.toFormValues(item),
  })
  const { register, handleSubmit, reset, setError, setValue, control, formState } = form

  // Each opening starts from the item (or a blank form), never from the last one's edits.
  useEffect(() => {
    if (open) reset(resource.toFormValues(item))
  }, [open, item, reset, resource])

  const editing = item !== null
  const save = useAdminMutation({
    mutationFn: (values: Record<string, unknown>) =>
      editing
        ? apiJson('PUT', `${resource.writePath}/${item.id}`, resource.toBody(values))
        : apiJson('POST', resource.writePath, resource.toBody(values)),
    success: {
      title: 'Success',
      description: `${resource.label} ${editing ? 'updated' : 'created'} successfully`,
    },
    invalidates: changedBySave(resource),
    onSuccess: () => {
      reset(resource.toFormValues(null))
      onClose()
    },
    onError: showServerFieldErrors(setError),
  })

  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title={`${editing ? 'Edit' : 'Add'} ${resource.one}`}
    >
      <form noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
        <div className="grid gap-4 sm:grid-cols-2">
          {resource.fields.map((field) => (
            <FormField
              key={field.name}
              idPrefix={idPrefix}
              field={field}
              register={register}
              errors={formState.errors}
              control={control}
              setValue={setValue}
            />
          ))}
        </div>
        {item && editExtras
          ? editExtras(item, (name, value) => setValue(name, value, { shouldDirty: true }))
          : null}
        <div className="mt-6 flex justify-end gap-3">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : editing ? 'Save changes' : `Create ${resource.one}`}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
