'use client'

import { Select } from '@/components/ui/select'
import { TextField } from '@/components/ui/text-field'
import {
  FREQUENCIES,
  WEEKDAY_CODES,
  WEEKDAY_NAMES,
  type RepeatChoice,
  type WeekdayCode,
} from '@/lib/calendar/repeat-choice'

const FREQUENCY_WORDS: Record<string, string> = {
  none: 'Does not repeat',
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  yearly: 'Yearly',
}
const UNIT: Record<string, [string, string]> = {
  daily: ['day', 'days'],
  weekly: ['week', 'weeks'],
  monthly: ['month', 'months'],
  yearly: ['year', 'years'],
}
const WEEK_WORDS: Record<string, string> = {
  '1': 'First',
  '2': 'Second',
  '3': 'Third',
  '4': 'Fourth',
  '-1': 'Last',
}
const WEEKS = ['1', '2', '3', '4', '-1']
const END_WORDS: Record<string, string> = {
  never: 'Never',
  onDate: 'On a date',
  afterCount: 'After a number of times',
}

type Props = { id: string; choice: RepeatChoice; onChange: (choice: RepeatChoice) => void }

const whole = (value: string, min: number, max: number) =>
  Math.min(max, Math.max(min, Math.trunc(Number(value)) || min))

/** The pickers of the recurrence editor: how often, on which days, and until when. */
export const RepeatPickers = ({ id, choice, onChange }: Props) => {
  const set = (change: Partial<RepeatChoice>) => onChange({ ...choice, ...change })
  const [one, many] = UNIT[choice.frequency] ?? ['', '']
  const toggleDay = (day: WeekdayCode) =>
    set({
      weekdays: choice.weekdays.includes(day)
        ? choice.weekdays.filter((other) => other !== day)
        : [...choice.weekdays, day],
    })
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={`${id}-frequency`} className="block text-sm font-medium">
          Repeats
        </label>
        <Select
          id={`${id}-frequency`}
          options={FREQUENCIES}
          labels={FREQUENCY_WORDS}
          value={choice.frequency}
          onChange={(event) => set({ frequency: event.target.value as RepeatChoice['frequency'] })}
        />
      </div>
      {choice.frequency === 'none' ? null : (
        <>
          <div className="flex items-center gap-2">
            <label htmlFor={`${id}-interval`} className="text-sm font-medium">
              Every
            </label>
            <TextField
              id={`${id}-interval`}
              type="number"
              min={1}
              max={99}
              className="w-20"
              value={choice.interval}
              onChange={(event) => set({ interval: whole(event.target.value, 1, 99) })}
            />
            <span className="text-sm">{choice.interval === 1 ? one : many}</span>
          </div>
          {choice.frequency === 'weekly' ? (
            <fieldset>
              <legend className="text-sm font-medium">On</legend>
              <div className="mt-1 flex flex-wrap gap-3">
                {WEEKDAY_CODES.map((day) => (
                  <label key={day} className="flex items-center gap-1 text-sm">
                    <input
                      type="checkbox"
                      className="h-4 w-4"
                      checked={choice.weekdays.includes(day)}
                      onChange={() => toggleDay(day)}
                    />
                    {WEEKDAY_NAMES[day]}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          {choice.frequency === 'monthly' ? (
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">On</legend>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-monthly`}
                  checked={choice.monthlyMode === 'dayOfMonth'}
                  onChange={() => set({ monthlyMode: 'dayOfMonth' })}
                />
                Day
                <TextField
                  aria-label="Day of the month"
                  type="number"
                  min={1}
                  max={31}
                  className="w-20"
                  value={choice.monthDay}
                  onChange={(event) =>
                    set({ monthlyMode: 'dayOfMonth', monthDay: whole(event.target.value, 1, 31) })
                  }
                />
              </label>
              <label className="flex flex-wrap items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-monthly`}
                  checked={choice.monthlyMode === 'weekdayOfMonth'}
                  onChange={() => set({ monthlyMode: 'weekdayOfMonth' })}
                />
                The
                <Select
                  aria-label="Which week"
                  className="w-auto"
                  options={WEEKS}
                  labels={WEEK_WORDS}
                  value={String(choice.weekOfMonth)}
                  onChange={(event) =>
                    set({ monthlyMode: 'weekdayOfMonth', weekOfMonth: Number(event.target.value) })
                  }
                />
                <Select
                  aria-label="Which weekday"
                  className="w-auto"
                  options={WEEKDAY_CODES}
                  labels={WEEKDAY_NAMES}
                  value={choice.weekday}
                  onChange={(event) =>
                    set({
                      monthlyMode: 'weekdayOfMonth',
                      weekday: event.target.value as WeekdayCode,
                    })
                  }
                />
              </label>
            </fieldset>
          ) : null}
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor={`${id}-end`} className="text-sm font-medium">
              Ends
            </label>
            <Select
              id={`${id}-end`}
              className="w-auto"
              options={Object.keys(END_WORDS)}
              labels={END_WORDS}
              value={choice.end}
              onChange={(event) => set({ end: event.target.value as RepeatChoice['end'] })}
            />
            {choice.end === 'onDate' ? (
              <TextField
                aria-label="Last date"
                type="date"
                className="w-auto"
                value={choice.until}
                onChange={(event) => set({ until: event.target.value })}
              />
            ) : null}
            {choice.end === 'afterCount' ? (
              <>
                <TextField
                  aria-label="Number of times"
                  type="number"
                  min={1}
                  max={999}
                  className="w-24"
                  value={choice.count}
                  onChange={(event) => set({ count: whole(event.target.value, 1, 999) })}
                />
                <span className="text-sm">times</span>
              </>
            ) : null}
          </div>
        </>
      )}
    </div>
  )
}
