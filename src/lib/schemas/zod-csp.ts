import { z } from 'zod'

/**
 * In the browser, zod probes for eval with `new Function('')` to decide whether to compile fast
 * parsers. The probe's error is caught, but the site's Content-Security-Policy (no 'unsafe-eval')
 * still reports a securitypolicyviolation for it. `jitless` skips the probe; parsing a form is
 * fast enough without compiled parsers. The server keeps them (no CSP applies there).
 * Imported for its effect by the schema building blocks and the client providers.
 */
if (typeof window !== 'undefined') z.config({ jitless: true })
