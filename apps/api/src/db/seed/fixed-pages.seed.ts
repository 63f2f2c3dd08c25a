import type { Database } from '../client.ts';

/** The about page and the four policies in both languages (idempotent). */
export async function seedFixedPages(_db: Database): Promise<void> {}
