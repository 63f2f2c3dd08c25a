/**
 * Wraps text that comes from users (an e-mail, a Latin name) in Unicode first-strong isolates, so
 * inside an Arabic sentence it keeps its own direction and does not reorder the punctuation around
 * it. Interpolated translation strings cannot use <bdi>, hence the control characters.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
