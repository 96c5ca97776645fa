'use client'

import { useRef, useState, type FormEvent } from 'react'

/** What the forms need of a zod (or zod/mini) schema: safeParse and the issues' paths. */
export type FormSchema<Output> = {
  safeParse: (
    data: unknown,
  ) =>
    | { success: true; data: Output }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } }
}

type Options<Field extends string, Output> = {
  /** The names of the form's controls the schema reads, in the order errors are focused. */
  fields: readonly Field[]
  /** Controls whose value is their ticked state rather than their text. */
  checkboxes?: readonly Field[]
  /**
   * The endpoint's own schema, imported on demand: the validation library then stays out of the
   * page's first-load JavaScript (docs/public-site.md#client-javascript). Asked for when the
   * visitor first focuses the form, so it is there by the time they send it.
   */
  loadSchema: () => Promise<FormSchema<Output>>
  onValid: (values: Output) => void | Promise<void>
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>

/**
 * An uncontrolled form checked by its endpoint's schema: errors appear when it is sent (the first
 * invalid field takes the focus), then follow each change, as react-hook-form's defaults did,
 * without shipping the library to visitors. The values handed on are the schema's output
 * (trimmed, normalised).
 */
export const useLazySchemaForm = <Field extends string, Output>({
  fields,
  checkboxes = [],
  loadSchema,
  onValid,
}: Options<Field, Output>) => {
  const formRef = useRef<HTMLFormElement>(null)
  const schema = useRef<Promise<FormSchema<Output> | null>>(null)
  const sentOnce = useRef(false)
  /** Numbers each check, so a slower earlier one cannot overwrite a newer answer. */
  const checks = useRef(0)
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const [isSubmitting, setSubmitting] = useState(false)

  // A failed import (offline, a new deployment) leaves the checking to the server, which runs
  // the same schema and names the field in its answer.
  const load = () => (schema.current ??= loadSchema().catch(() => null))

  const control = (name: Field) =>
    formRef.current?.elements.namedItem(name) as HTMLInputElement | null | undefined

  const read = () =>
    Object.fromEntries(
      fields.map((name) => {
        const element = control(name)
        return [
          name,
          checkboxes.includes(name) ? Boolean(element?.checked) : (element?.value ?? ''),
        ]
      }),
    )

  const check = async (): Promise<{ values: Output | null; errors: FieldErrors<Field> }> => {
    const values = read()
    const loaded = await load()
    if (!loaded) return { values: values as Output, errors: {} }
    const result = loaded.safeParse(values)
    if (result.success) return { values: result.data, errors: {} }
    const found: FieldErrors<Field> = {}
    for (const issue of result.error.issues) {
      const name = issue.path[0] as Field
      found[name] ??= issue.message
    }
    return { values: null, errors: found }
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    sentOnce.current = true
    checks.current += 1
    const outcome = await check()
    setErrors(outcome.errors)
    if (!outcome.values) {
      const first = fields.find((name) => outcome.errors[name])
      if (first) control(first)?.focus()
      return
    }
    setSubmitting(true)
    try {
      await onValid(outcome.values)
    } finally {
      setSubmitting(false)
    }
  }

  const onChange = () => {
    if (!sentOnce.current) return
    const current = ++checks.current
    void check().then((outcome) => {
      if (current === checks.current) setErrors(outcome.errors)
    })
  }

  /** Back to the empty form, as the page first showed it. */
  const reset = () => {
    formRef.current?.reset()
    sentOnce.current = false
    setErrors({})
  }

  return {
    formProps: {
      ref: formRef,
      // Sent by the browser itself before React has hydrated the form (while the scripts load, or
      // if they fail), a GET would put what was typed, a password included, in the URL and the
      // server's logs. A POST keeps it in the body; Next answers it with the page.
      method: 'post',
      noValidate: true,
      onSubmit,
      onChange,
      onFocus: () => void load(),
    },
    errors,
    isSubmitting,
    reset,
    value: (name: Field) => control(name)?.value ?? '',
  }
}
