/** 'The Rev. Canon Margaret Ellis' → 'ME': the first and last names, without titles. */
export const initialsOf = (name: string) => {
  const parts = name.split(/\s+/).filter(Boolean)
  const first = parts.at(-2) ?? ''
  const last = parts.at(-1) ?? ''
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase()
}

/** A round badge with a person's initials: no remote photo to load or to keep consented. */
export const InitialsAvatar = ({ name }: { name: string }) => (
  <span
    aria-hidden="true"
    className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-primary text-xl font-bold text-white"
  >
    {initialsOf(name)}
  </span>
)
