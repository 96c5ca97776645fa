'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useState, type ReactNode } from 'react'
import { useForm, type Resolver } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { apiJson } from '@/lib/api/api-request'
import { whenInWords } from '@/lib/publishing/words'
import type { PublishingState } from '@/lib/schemas/publishing'

import { useChurchTimeZone } from '../church-time-zone.client'
import { Modal } from '../ui/modal.client'
import { useAdminMutation } from '../use-admin-mutation'
import { changedBySave } from './changed-by-save'
import { FormField } from './form-field.client'
import type { AdminResource } from './resources'
import {
  ScheduleFields,
  scheduleTimes,
  scheduleValuesFor,
  type ScheduleValues,
} from './schedule-fields.client'
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

/** How a save of an item with drafts goes out (docs/publishing.md). */
type SaveMode = 'publish' | 'draft' | 'schedule'

type Publishing = { status: 'published' | 'draft'; publishAt?: string; unpublishAt?: string | null }

const publishingOf = (item: unknown) =>
  (item as { publishing?: PublishingState } | null)?.publishing

/**
 * The one create/edit dialog (docs/requirements/dashboard.md): with an item it PUTs, without one it
 * POSTs; on success it closes and the form resets. The server's field messages land on their
 * fields. For sermons and events (resource.drafts) it offers Save draft, Schedule… and Publish.
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
  const [scheduling, setScheduling] = useState(false)
  const [schedule, setSchedule] = useState<ScheduleValues>(() =>
    scheduleValuesFor(publishingOf(item), timeZone),
  )
  const [scheduleProblem, setScheduleProblem] = useState<string | null>(null)
  useEffect(() => {
    if (!open) return
    setScheduling(false)
    setScheduleProblem(null)
    setSchedule(scheduleValuesFor(publishingOf(item), timeZone))
  }, [open, item, timeZone])

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

  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title={`${editing ? 'Edit' : 'Add'} ${resource.one}`}
    >
      <form
        noValidate
        onSubmit={handleSubmit((values, event) => {
          if (!resource.drafts) return save.mutate({ values })
          const mode = (
            (event?.nativeEvent as SubmitEvent | undefined)?.submitter as
              HTMLButtonElement | null | undefined
          )?.value as SaveMode | undefined
          if (mode === 'draft') return save.mutate({ values, publishing: { status: 'draft' } })
          if (mode === 'schedule') {
            const times = scheduleTimes(schedule, timeZone)
            if ('problem' in times) return setScheduleProblem(times.problem)
            setScheduleProblem(null)
            return save.mutate({ values, publishing: { status: 'draft', ...times } })
          }
          save.mutate({ values, publishing: { status: 'published' } })
        })}
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
        {resource.drafts && scheduling ? (
          <ScheduleFields
            idPrefix={idPrefix}
            values={schedule}
            onChange={setSchedule}
            timeZone={timeZone}
            problem={scheduleProblem}
          />
        ) : null}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          {resource.drafts ? (
            <>
              <Button type="submit" variant="secondary" value="draft" disabled={save.isPending}>
                Save draft
              </Button>
              {scheduling ? (
                <Button
                  type="submit"
                  variant="secondary"
                  value="schedule"
                  disabled={save.isPending}
                >
                  Schedule
                </Button>
              ) : (
                <Button type="button" variant="secondary" onClick={() => setScheduling(true)}>
                  Schedule…
                </Button>
              )}
              <Button type="submit" value="publish" disabled={save.isPending}>
                {save.isPending ? 'Saving...' : 'Publish'}
              </Button>
            </>
          ) : (
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : editing ? 'Save changes' : `Create ${resource.one}`}
            </Button>
          )}
        </div>
      </form>
    </Modal>
  )
}
