import { TextInput } from './text-input'

/** The sign-in forms' email field (/login, /forgot-password): the same label and autofill. */
export const EmailInput = ({ error }: { error?: string }) => (
  <TextInput
    id="email"
    label="Email"
    type="email"
    autoComplete="email"
    error={error}
    name="email"
  />
)
