import os from 'node:os';

// How every launcher starts the API server's Node process (npm start, npm run dev, the browser
// tests and the benchmarks), so all of them measure and run the same thing.
//
// The young generation is capped at 8 MB semi-spaces: on a 24 GB machine Node sizes them from the
// machine's memory (64 MB each, three of them), which alone took the idle server from about 190 MB
// to 330 MB resident. Scavenges of a small space stay short, and a shop's requests allocate little
// that outlives them.
//
// The embedded database (PGlite) is PostgreSQL compiled to WebAssembly. V8's optimising compiler
// recompiles its hot functions in the background, and doing so for a module that size took the
// process to ~890 MB for the first half-minute after start and left ~120 MB more resident than the
// baseline compiler's code; `--liftoff-only` keeps the baseline code (no list or search got slower
// in our measurements). It changes nothing for PostgreSQL over the network: no WebAssembly runs.
//
// The old generation is capped at 1 GB (or a quarter of the machine's memory, V8's own default on a
// small machine). The cap is not there to be reached: V8 lets the heap grow to 4× what survived the
// last full collection when its limit is 2 GB or more, and to about 1.6× under a 1 GB limit. Under 50
// connections of product lists the live heap is ~50 MB, yet with the default limit the old
// generation filled to 200 MB of promoted request garbage before each full collection, and the
// process sat at 294–324 MB resident; under the cap it stays at 169–186 MB (bench/RESULTS.md, "the
// server's memory under load"), at the same req/s. The heaviest job, an export and re-import of the
// whole 10,000-product catalog, peaks at ~210 MB resident, far from the cap.
const OLD_SPACE_MB = Math.min(1024, Math.floor(os.totalmem() / 4 / 2 ** 20));

export const MEMORY_FLAGS = [
  '--max-semi-space-size=8',
  `--max-old-space-size=${OLD_SPACE_MB}`,
  '--liftoff-only',
];

/**
 * Environment every launcher gives the server process (under anything the caller sets). glibc gives
 * each thread that allocates its own malloc arena, and sharp's image threads (the demo seed encodes
 * its pictures on first start, uploads later) left ~80 MB of half-empty arenas resident for good:
 * two arenas took the first start from 285 MB to 205 MB with the same speed of encoding.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };

/** The TypeScript sources through tsx (`npm run dev`, launchers that must not wait for a build). */
export const SERVER_NODE_FLAGS = [...MEMORY_FLAGS, '--import', 'tsx'];

/**
 * The compiled server (`npm start`, the browser tests, the benchmarks): plain JavaScript from
 * apps/api/dist, the contracts from their own dist (the `dukkan-dist` export condition).
 */
export const BUILT_SERVER_FLAGS = [...MEMORY_FLAGS, '--conditions=dukkan-dist'];
export const BUILT_SERVER_ENTRY = 'apps/api/dist/server.js';
