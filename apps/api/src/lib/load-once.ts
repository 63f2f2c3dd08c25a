/**
 * A module that only some requests need (image encoding, spreadsheets, mail), loaded on the first
 * call instead of at start, so an idle server does not hold it in memory. Later calls get the same
 * promise; a failed load is tried again next time rather than remembered.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
