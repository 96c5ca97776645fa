/**
 * The server's resident memory during the bench: issue 12's budget is the peak over the whole run,
 * and a peak per step says which step sets it.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

/** Resident memory of a process group (the server and its children), in MiB. */
export const groupRssMiB = (groupId: number): number => {
  const pids = execFileSync('pgrep', ['-g', String(groupId)])
    .toString()
    .trim()
    .split('\n')
  const kib = pids.reduce((sum, pid) => {
    try {
      const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)
      return sum + Number(line?.[1] ?? 0)
    } catch {
      return sum
    }
  }, 0)
  return Math.round(kib / 1024)
}

type Step = { step: string; 'start MiB': number; 'peak MiB': number; 'end MiB': number }

/**
 * Samples a process group's memory every 100 ms, split into named steps: step(name) ends the
 * current step and starts the next; stop() ends the last and returns every step and the peak.
 */
export const sampleRssBySteps = (groupId: number) => {
  const read = () => {
    try {
      return groupRssMiB(groupId)
    } catch {
      return 0 // the server is gone; the peaks so far stand
    }
  }
  const steps: Step[] = []
  let current: Step | null = null
  const timer = setInterval(() => {
    if (current) current['peak MiB'] = Math.max(current['peak MiB'], read())
  }, 100)
  const endCurrent = () => {
    if (!current) return
    const end = read()
    current['end MiB'] = end
    current['peak MiB'] = Math.max(current['peak MiB'], end)
    steps.push(current)
    current = null
  }
  return {
    step: (name: string) => {
      endCurrent()
      const start = read()
      current = { step: name, 'start MiB': start, 'peak MiB': start, 'end MiB': start }
    },
    /** The peak of the steps named so far, the current one included. */
    peakSoFar: () => Math.max(0, ...steps.map((s) => s['peak MiB']), current?.['peak MiB'] ?? 0),
    stop: () => {
      clearInterval(timer)
      endCurrent()
      return { steps, peak: Math.max(0, ...steps.map((s) => s['peak MiB'])) }
    },
  }
}
