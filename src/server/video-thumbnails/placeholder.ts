/**
 * What a facade shows when YouTube's thumbnail cannot be had: a dark 16:9 box in the facade's
 * own slate, so the play button drawn on top reads as it does on a real thumbnail. Made here, not
 * read from public/, so answering it needs no file system.
 */
export const PLACEHOLDER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9" preserveAspectRatio="xMidYMid slice">' +
  '<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">' +
  '<stop offset="0" stop-color="#1e293b"/><stop offset="1" stop-color="#0f172a"/>' +
  '</linearGradient></defs><rect width="16" height="9" fill="url(#g)"/></svg>'
