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
export const MEMORY_FLAGS = ['--max-semi-space-size=8', '--liftoff-only'];

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
