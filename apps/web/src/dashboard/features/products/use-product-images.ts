import { useEffect, useRef, useState } from 'react';
import { checkNewImages, moveEntry, type ImageEntry, type RejectedImage } from './image-entries';

let nextKey = 0;
const newKey = () => `image-${(nextKey += 1)}`;

/** The product's pictures while the form is open: add (checked), remove and reorder. */
export function useProductImages(existingUrls: readonly string[]) {
  const [entries, setEntries] = useState<ImageEntry[]>(() =>
    existingUrls.map((url) => ({ key: newKey(), kind: 'existing', url })),
  );
  const [rejected, setRejected] = useState<RejectedImage[]>([]);

  // Previews are object URLs: each holds its file in memory until revoked, so the ones still
  // shown are revoked when the form goes away (removed ones are revoked at once).
  const shown = useRef(entries);
  useEffect(() => {
    shown.current = entries;
  }, [entries]);
  useEffect(
    () => () => {
      for (const entry of shown.current) {
        if (entry.kind === 'new') URL.revokeObjectURL(entry.previewUrl);
      }
    },
    [],
  );

  function add(files: readonly File[]) {
    const { accepted, rejected: refused } = checkNewImages(files, entries.length);
    setRejected(refused);
    if (accepted.length === 0) return;
    const added: ImageEntry[] = accepted.map((file) => ({
      key: newKey(),
      kind: 'new',
      file,
      previewUrl: URL.createObjectURL(file),
    }));
    setEntries((current) => [...current, ...added]);
  }

  function remove(key: string) {
    const entry = entries.find((item) => item.key === key);
    if (entry?.kind === 'new') URL.revokeObjectURL(entry.previewUrl);
    setEntries((current) => current.filter((item) => item.key !== key));
  }

  function move(from: number, to: number) {
    setEntries((current) => moveEntry(current, from, to));
  }

  return { entries, rejected, add, remove, move, clearRejected: () => setRejected([]) };
}
