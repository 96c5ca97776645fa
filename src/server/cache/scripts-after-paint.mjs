/**
 * Public pages ask for their scripts after their first paint, not while it is being made.
 *
 * Next writes a page's scripts into its <head> as `<script src async>` (and the lazier ones as
 * `<link rel="preload" as="script">`), so a phone fetches and compiles about 145 kB of
 * JavaScript while it lays out the text for the first time. Traces of Lighthouse's runs showed
 * that first style-and-layout task at 65–115 ms with the scripts in the head and 30–45 ms without
 * them, on the same HTML, and Lighthouse's simulation counts every script requested before the
 * first paint towards the largest paint (docs/decisions/012-static-public-site.md).
 *
 * The cached copy of a page (what every visitor after the first gets) therefore carries each of
 * those scripts as an inert placeholder in the same place, and a few lines at the end of the
 * body swap the placeholders for the real scripts once the first frame has been painted. The
 * page's HTML, its text and its links work before that, as they always did before hydration.
 *
 * Plain JavaScript: the cache handler that uses it is loaded by Next outside the bundler.
 */
import { storingPagesAs } from './stored-pages.mjs'

/** The placeholder's type: browsers neither fetch nor run a script of a type they do not know. */
export const AFTER_PAINT_TYPE = 'shoreline/after-paint'

/** The framework's own scripts, as Next writes them; nothing else on a page is touched. */
const NEXT_SCRIPT_SOURCE = String.raw`<script src="(/_next/static/[^"]+\.js)" async=""></script>`
const NEXT_SCRIPT = new RegExp(NEXT_SCRIPT_SOURCE, 'g')
const HAS_NEXT_SCRIPT = new RegExp(NEXT_SCRIPT_SOURCE)
const NEXT_SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]* href="\/_next\/static\/[^"]+"\/>/g

/**
 * After the first frame: requestAnimationFrame runs just before that frame is painted, and a
 * timer set from it runs after. A page opened in a background tab paints nothing until it is
 * shown, so a one-second timer loads the scripts there too.
 *
 * One script per task (a MessageChannel message, which browsers do not delay as they do nested
 * timers): starting a request from script costs more than from the parser (in Lighthouse's runs,
 * with DevTools recording who asked, 1–20 ms each), and ten in one task made a 45 ms task.
 * A script that React or Turbopack has already added by then (they add what they need that is
 * not on the page) is not added twice. The new tags keep the `async` attribute: React looks for
 * `script[async][src]` to know that a script it preloads is already on the page.
 */
const LOADER = `<script>(function(){var d=document,started=false,queue=[],channel=new MessageChannel();channel.port1.onmessage=function(){var p=queue.shift();if(!p)return;var src=p.getAttribute("data-src");if(d.querySelector('script[src="'+src+'"]'))p.remove();else{var s=d.createElement("script");s.src=src;s.setAttribute("async","");p.replaceWith(s)}channel.port2.postMessage(0)};function load(){if(started)return;started=true;queue=[].slice.call(d.querySelectorAll('script[type="${AFTER_PAINT_TYPE}"]'));channel.port2.postMessage(0)}requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,1000)})()</script>`

/** A page's HTML with Next's scripts loaded after the first paint; other HTML as it was. */
export const deferScriptsToAfterPaint = (html) => {
  if (!html.includes('</body>') || !HAS_NEXT_SCRIPT.test(html)) return html
  return html
    .replace(
      NEXT_SCRIPT,
      (_tag, src) => `<script type="${AFTER_PAINT_TYPE}" data-src="${src}"></script>`,
    )
    .replace(NEXT_SCRIPT_PRELOAD, '')
    .replace('</body>', `${LOADER}</body>`)
}

/**
 * The scripts a page makes a modern browser run, whether loaded at once or after the first
 * paint: the bench's first-load count and the tests read pages through this.
 */
export const pageScriptSources = (html) => [
  ...new Set(
    [...html.matchAll(/<script\b([^>]*)>/g)]
      .map((match) => match[1])
      .filter((attributes) => !/\bnomodule\b/i.test(attributes))
      .map((attributes) => /(?:^|\s)(?:data-)?src="([^"]+)"/.exec(attributes)?.[1])
      .filter(Boolean)
      .map((source) => source.replaceAll('&amp;', '&')),
  ),
]

/** A cache handler that stores rendered pages with their scripts after the first paint. */
export const withScriptsAfterPaint = storingPagesAs(deferScriptsToAfterPaint)
