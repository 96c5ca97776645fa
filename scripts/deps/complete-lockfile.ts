/**
 * npm run deps:lockfile: puts back the other platforms' optional native packages that `npm install`
 * leaves out of package-lock.json on a machine whose registry does not serve them (ours 404s some
 * darwin/win32/android builds of @next/swc, @tailwindcss/oxide and unrs-resolver). Without those
 * entries `npm ci` refuses the lockfile as out of step, and installs on macOS, Windows or in Docker
 * would miss their native binary.
 *
 * Each missing entry gets the version its parent pins and the platform it is for, read from the
 * package's name the way these packages name their builds (`<os>-<cpu>[-<libc>]`). npm skips an
 * entry whose os/cpu/libc does not match the machine, so a Linux install never asks for them; on
 * the matching platform npm fetches `name@version` from the registry. The integrity hash is
 * unknown here (the registry would not serve the file), so npm records it on that first install.
 * See docs/dependencies.md.
 */
import { readFileSync, writeFileSync } from 'node:fs'

import { countOf } from '../../src/lib/format-count'

type LockEntry = {
  version?: string
  dev?: boolean
  devOptional?: boolean
  optional?: boolean
  optionalDependencies?: Record<string, string>
  os?: string[]
  cpu?: string[]
  libc?: string[]
}

const OPERATING_SYSTEMS = ['darwin', 'win32', 'linux', 'freebsd', 'android', 'openharmony']
const CPUS = ['arm64', 'x64', 'arm', 'ia32', 'ppc64', 'riscv64', 's390x', 'loong64', 'wasm32']

/** The platform a native build is for, from its name: "@next/swc-linux-arm64-musl" → linux/arm64/musl. */
export const platformOf = (name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> | null => {
  const parts = name.split('/').pop()!.split('-')
  const cpu = CPUS.find((candidate) => parts.includes(candidate))
  if (!cpu) return null
  // WebAssembly builds run anywhere; they declare only their cpu.
  if (cpu === 'wasm32') return { cpu: [cpu] }
  const os = OPERATING_SYSTEMS.find((candidate) => parts.includes(candidate))
  if (!os) return null
  const libcPart = parts.find((part) => /^(gnu|musl)/.test(part))
  const libc =
    libcPart && os === 'linux' ? [libcPart.startsWith('musl') ? 'musl' : 'glibc'] : undefined
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) }
}

const path = process.argv[2] ?? 'package-lock.json'
const lock = JSON.parse(readFileSync(path, 'utf8')) as { packages: Record<string, LockEntry> }
const packages = lock.packages
const added: string[] = []
const unknown: string[] = []

for (const [location, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const hoisted = `node_modules/${name}`
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`
    if (packages[hoisted] || packages[nested]) continue
    const platform = platformOf(name)
    // Only exact versions can be written without asking the registry.
    if (!platform || !/^\d+\.\d+\.\d+$/.test(range)) {
      unknown.push(`${name}@${range} (wanted by ${location || 'the root'})`)
      continue
    }
    packages[hoisted] = {
      version: range,
      ...(entry.dev ? { dev: true } : {}),
      ...(entry.devOptional ? { devOptional: true } : {}),
      optional: true,
      ...platform,
    }
    added.push(`${name}@${range}`)
  }
}

// npm writes package entries in path order; keep that so later installs produce small diffs.
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => a.localeCompare(b, 'en')),
)
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`[deps] ${countOf(added.length, 'optional platform package')} added to ${path}`)
for (const name of added) console.log(`  + ${name}`)
if (unknown.length) {
  console.error('[deps] these optional packages are missing and could not be filled in:')
  for (const line of unknown) console.error(`  ? ${line}`)
  process.exit(1)
}
