import type { Leader } from '@/lib/about/defaults'

import type { FieldSpec } from '../content/resources'

export const NEW_LEADER: Leader = {
  honorific: '',
  name: '',
  role: '',
  photoUrl: '',
  bio: '',
  email: '',
}

/** One leadership card's fields in Pages → About, for the row at `index`. */
export const leaderFields = (index: number): FieldSpec[] => {
  const at = (name: keyof Leader) => `leaders.${index}.${name}`
  return [
    { name: at('name'), label: 'Name', kind: 'text', required: true },
    {
      name: at('honorific'),
      label: 'Title before the name',
      kind: 'text',
      hint: 'Optional, such as The Rev.',
    },
    { name: at('role'), label: 'Role', kind: 'text', required: true },
    { name: at('email'), label: 'Contact email', kind: 'email', hint: 'Optional' },
    {
      name: at('photoUrl'),
      label: 'Photo',
      kind: 'image',
      hint: 'Optional: upload a photo below, or give its address; without one the initials show',
    },
    { name: at('bio'), label: 'Short bio', kind: 'textarea', required: true },
  ]
}
