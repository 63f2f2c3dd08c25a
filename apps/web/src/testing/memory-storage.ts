import { vi } from 'vitest';

/** A Storage kept in a Map, installed as globalThis.localStorage for the current test. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();

  get length(): number {
    return this.items.size;
  }

  clear(): void {
    this.items.clear();
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

/** Installs a fresh in-memory localStorage (undone by vitest's unstubGlobals after each test). */
export function installMemoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const storage = new MemoryStorage();
  for (const [key, value] of Object.entries(initial)) storage.setItem(key, value);
  vi.stubGlobal('localStorage', storage);
  return storage;
}
