import type pg from 'pg';
import type { AppContext } from '../app-context.ts';
import { referencedMediaUrls } from '../db/media-references.ts';
import { IMAGE_WIDTHS } from './images.ts';

/**
 * An upload writes its files and then, within seconds, the row that names them; a file that old
 * with no row is left over from a request that died in between (a crash, kill -9, a lost
 * connection) and will never get one.
 */
export const MEDIA_SWEEP_MIN_AGE_MS = 60 * 60 * 1000;

/** One sweep at a time across every instance sharing the database (PostgreSQL advisory lock). */
export const MEDIA_SWEEP_LOCK_ID = 7_301_420_017;

/**
 * Only what `storeImage` writes: `<folder>/<22-character random name>-<width>.webp`. Anything else
 * in the store (issued invoices under `invoices/`, files put there by hand) is never touched.
 */
const IMAGE_KEY = new RegExp(
  `^([a-z][a-z0-9-]*/[A-Za-z0-9_-]{22})-(?:${IMAGE_WIDTHS.join('|')})\\.webp$`,
);

/** The image a stored file is a size of (`products/abc…` for `products/abc…-320.webp`), or null. */
export function imageStemOf(key: string): string | null {
  return IMAGE_KEY.exec(key)?.[1] ?? null;
}

export interface MediaSweepResult {
  /** False when another instance was sweeping (nothing looked at). */
  swept: boolean;
  /** Image files old enough to be candidates. */
  scanned: number;
  /** Keys of the files removed. */
  removed: string[];
  bytes: number;
}

export interface MediaSweepOptions {
  /** PostgreSQL: the pool to take the sweep lock on (PGlite has one process, so no lock). */
  pool?: pg.Pool | undefined;
  now?: Date;
  /** Asked between files: a stopping process finishes the file in hand and leaves the rest. */
  stopping?: () => boolean;
}

async function withSweepLock<T>(
  pool: pg.Pool | undefined,
  work: () => Promise<T>,
): Promise<T | null> {
  if (!pool) return work();
  // A session lock on one connection held for the sweep; a crashed process's lock goes with it.
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ got: boolean }>(
      'select pg_try_advisory_lock($1) as got',
      [MEDIA_SWEEP_LOCK_ID],
    );
    if (!rows[0]?.got) return null;
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MEDIA_SWEEP_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}

/**
 * Removes stored images no row refers to (`MEDIA_COLUMNS`) that are older than an hour. Files are
 * listed before the rows are read, so an upload finishing meanwhile is either too young to be
 * listed or already named by its row.
 */
export async function sweepMedia(
  ctx: AppContext,
  options: MediaSweepOptions = {},
): Promise<MediaSweepResult> {
  const cutoff = (options.now ?? new Date()).getTime() - MEDIA_SWEEP_MIN_AGE_MS;
  const stopping = options.stopping ?? (() => false);
  const result = await withSweepLock(options.pool, async () => {
    const candidates: Array<{ key: string; stem: string; bytes: number }> = [];
    for await (const file of ctx.media.list()) {
      const stem = imageStemOf(file.key);
      if (stem && file.modifiedAt.getTime() < cutoff) {
        candidates.push({ key: file.key, stem, bytes: file.bytes });
      }
    }
    const referenced = new Set<string>();
    for (const url of await referencedMediaUrls(ctx.db)) {
      const stem = imageStemOf(ctx.media.keyOf(url) ?? '');
      if (stem) referenced.add(stem);
    }
    const swept: MediaSweepResult = {
      swept: true,
      scanned: candidates.length,
      removed: [],
      bytes: 0,
    };
    for (const file of candidates) {
      if (referenced.has(file.stem)) continue;
      if (stopping()) break;
      await ctx.media.remove([file.key]);
      swept.removed.push(file.key);
      swept.bytes += file.bytes;
    }
    return swept;
  });
  if (!result) return { swept: false, scanned: 0, removed: [], bytes: 0 };
  ctx.log.info(
    { scanned: result.scanned, removed: result.removed.length, bytes: result.bytes },
    'media sweep: unreferenced files removed',
  );
  return result;
}

/**
 * Sweeps every `intervalSeconds` (each wait jittered by ±20 %, so instances started together do
 * not line up; the first within the first interval). Returns the stop function: no sweep starts
 * after it is called, and its promise settles once the one running has finished its file.
 */
export function startMediaSweep(
  ctx: AppContext,
  intervalSeconds: number,
  pool: pg.Pool | undefined,
): () => Promise<void> {
  let stopped = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  const schedule = (delayMs: number) => {
    timer = setTimeout(run, delayMs);
    timer.unref();
  };
  const run = () => {
    running = sweepMedia(ctx, { pool, stopping: () => stopped })
      .then(
        () => {},
        (error: unknown) => ctx.log.error({ err: error }, 'media sweep failed'),
      )
      .finally(() => {
        running = null;
        if (!stopped) schedule(intervalSeconds * 1000 * (0.8 + 0.4 * Math.random()));
      });
  };
  schedule(intervalSeconds * 1000 * (0.1 + 0.9 * Math.random()));
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
