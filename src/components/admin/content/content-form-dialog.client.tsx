'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, type ReactNode } from 'react'
import { useForm, type Resolver } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { apiJson } from '@/lib/api/api-request'
import { previewAddress } from '@/lib/schemas/preview'
import { whenInWords } from '@/lib/publishing/words'
import type { PublishingState } from '@/lib/schemas/publishing'

import { useChurchTimeZone } from '../church-time-zone.client'
import { Modal } from '../ui/modal.client'
import { useAdminMutation } from '../use-admin-mutation'
import { changedBySave } from './changed-by-save'
import { FormField } from './form-field.client'
import type { AdminResource } from './resources'
import { DraftActions, type Publishing } from './draft-actions.client'
import { PreviewButton } from './preview-button.client'
import { openPreviewTab } from './preview-tab'
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

const publishingOf = (item: unknown) =>
  (item as { publishing?: PublishingState } | null)?.publishing

/**
 * The one create/edit dialog (docs/requirements/dashboard.md): with an item it PUTs, without one it
 * POSTs; on success it closes and the form resets. The server's field messages land on their
 * fields. For items with drafts (resource.drafts) it offers Save draft, Schedule… and Publish.
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

  const timeZone = useChurchTimeZone()

  const editing = item !== null
  const save = useAdminMutation({
    mutationFn: ({
      values,
      publishing,
    }: {
      values: Record<string, unknown>
      publishing?: Publishing
    }) => {
      const body = { ...resource.toBody(values), ...publishing }
      return editing
        ? apiJson('PUT', `${resource.writePath}/${item.id}`, body)
        : apiJson('POST', resource.writePath, body)
    },
    success: (_data, { publishing }) =>
      publishing?.publishAt
        ? {
            title: 'Scheduled',
            description: `${resource.label} will be published ${whenInWords(publishing.publishAt, timeZone)}`,
          }
        : publishing?.status === 'draft'
          ? {
              title: 'Draft saved',
              description: `${resource.label} saved as a draft; the site is unchanged`,
            }
          : {
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
  const submit = (publishing?: Publishing) =>
    handleSubmit((values) => save.mutate({ values, publishing }))

  /**
   * Saves the form as a draft, then shows it in a new tab. The tab is opened at the click (a tab
   * opened after the save's round trip could be taken for a pop-up and blocked) and sent to the
   * preview once the save has answered; it closes again if nothing was saved.
   */
  const saveDraftAndPreview = (collection: NonNullable<typeof resource.preview>) => {
    const tab = openPreviewTab()
    const publishing: Publishing = { status: 'draft' }
    return handleSubmit(
      (values) =>
        save.mutate(
          { values, publishing },
          {
            onSuccess: (saved) =>
              tab.show(previewAddress(collection, (saved as { id: number }).id)),
            onError: tab.close,
          },
        ),
      tab.close,
    )()
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title={`${editing ? 'Edit' : 'Add'} ${resource.one}`}
    >
      <form
        noValidate
        // Enter in a field of an item with drafts saves a draft: nothing goes live by accident.
        onSubmit={submit(resource.drafts ? { status: 'draft' } : undefined)}
      >
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
        {resource.drafts ? (
          <DraftActions
            key={item?.id ?? 'new'}
            idPrefix={idPrefix}
            publishing={publishingOf(item)}
            pending={save.isPending}
            onCancel={onClose}
            onSave={(publishing) => submit(publishing)()}
            preview={
              resource.preview ? (
                <PreviewButton
                  href={
                    item && !formState.isDirty ? previewAddress(resource.preview, item.id) : null
                  }
                  pending={save.isPending}
                  onSaveAndPreview={() => saveDraftAndPreview(resource.preview!)}
                />
              ) : null
            }
          />
        ) : (
          <div className="mt-6 flex justify-end gap-3">
            <Button type="button" variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : editing ? 'Save changes' : `Create ${resource.one}`}
            </Button>
          </div>
        )}
      </form>
    </Modal>
  )
}
