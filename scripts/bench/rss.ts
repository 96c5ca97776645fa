/**
 * The server's resident memory during the bench: issue 12's budget is the peak over the whole run,
 * and a peak per step says which step sets it.
 */
import { readdirSync, readFileSync } from 'node:fs'

/** A process's group, from /proc/<pid>/stat (the fifth field; the name before it may hold spaces). */
const processGroupOf = (pid: string): number | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2])
  } catch {
    return null // gone since the directory was listed
  }
}

/** A group's members, listed again at most once a second: the server's processes rarely change. */
let members: { groupId: number; pids: string[]; listedAt: number } | null = null
const groupMembers = (groupId: number): string[] => {
  const now = Date.now()
  if (members?.groupId !== groupId || now - members.listedAt > 1000) {
    const pids = readdirSync('/proc').filter(
      (entry) => /^\d+$/.test(entry) && processGroupOf(entry) === groupId,
    )
    members = { groupId, pids, listedAt: now }
  }
  return members.pids
}

/**
 * Resident memory of a process group (the server and its children), in MiB. Read from /proc
 * rather than by spawning pgrep (slow here: docs/performance-log.md): the sampler runs every
 * 100 ms in the process that drives the load, and a synchronous spawn there stalled the load
 * generator and added to the latencies it recorded.
 */
export const groupRssMiB = (groupId: number): number => {
  let found = 0
  const kib = groupMembers(groupId).reduce((sum, pid) => {
    try {
      const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)
      found += 1
      return sum + Number(line?.[1] ?? 0)
    } catch {
      return sum // exited since it was listed
    }
  }, 0)
  if (found === 0) throw new Error(`no process in group ${groupId}`)
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
