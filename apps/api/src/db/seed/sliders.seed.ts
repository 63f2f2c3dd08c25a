import type { Database } from '../client.ts';
import type { MediaStore } from '../../lib/media-store.ts';

/** Demo sliders with generated banner images (idempotent). */
export async function seedSliders(_db: Database, _media: MediaStore): Promise<void> {}
