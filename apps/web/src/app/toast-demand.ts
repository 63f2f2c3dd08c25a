/**
 * Whether the page has shown a toast yet. The toast library and its container load on the first
 * one (notify.ts asks here), not with every page: most visits never show one.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function wantToasts(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function toastsWanted(): boolean {
  return wanted;
}

export function subscribeToToastDemand(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
