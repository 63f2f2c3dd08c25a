/**
 * The saved item checkout uses: the shopper's own pick while it still exists, else the preferred
 * one (default address, primary number), else the first. Null when nothing is saved.
 */
export function pickSaved<T extends { id: number }>(
  items: readonly T[],
  chosenId: number | null,
  isPreferred: (item: T) => boolean,
): number | null {
  if (chosenId !== null && items.some((item) => item.id === chosenId)) return chosenId;
  return (items.find(isPreferred) ?? items[0])?.id ?? null;
}

/** Delivery has no preset: a method counts only once the shopper picked it and it is offered. */
export function pickOffered<T extends { id: number }>(
  items: readonly T[],
  chosenId: number | null,
): number | null {
  return chosenId !== null && items.some((item) => item.id === chosenId) ? chosenId : null;
}
