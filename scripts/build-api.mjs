// Compiles the API (and the contracts it imports) to JavaScript in apps/api/dist and
// packages/contracts/dist, so production runs no TypeScript loader: `npm start` calls
// `buildApiIfStale()`, and `npm run build:api` forces a build. Types are checked by
// `npm run typecheck`, not here (`noCheck`), which keeps a rebuild to a few seconds.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each compiled package: its tsconfig, its output folder, and what a change to means a rebuild. */
const targets = [
  {
    project: 'packages/contracts/tsconfig.build.json',
    out: 'packages/contracts/dist',
    sources: [
      'packages/contracts/src',
      'packages/contracts/package.json',
      'packages/contracts/tsconfig.build.json',
    ],
  },
  {
    project: 'apps/api/tsconfig.build.json',
    out: 'apps/api/dist',
    sources: [
      'apps/api/src',
      'apps/api/package.json',
      'apps/api/tsconfig.json',
      'apps/api/tsconfig.build.json',
      'tsconfig.base.json',
    ],
    // Files the server reads beside its own modules (import.meta.dirname), copied into dist.
    assets: ['lib/common-passwords/common-passwords.txt'],
  },
];

/** Written last, so an interrupted build is never taken for a finished one. */
const STAMP = '.built';

/** The newest modification time under `target`, 0 when it does not exist. */
export function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file changes its folder's time
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function isStale(target) {
  const stamp = path.join(root, target.out, STAMP);
  const builtAt = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
  return builtAt < Math.max(...target.sources.map((s) => newestMtime(path.join(root, s))));
}

function build(target) {
  const out = path.join(root, target.out);
  // Built beside the old build, then swapped in: a server already running from the old one keeps
  // working until then, and a module deleted from the sources does not live on in the build.
  // (Under node_modules/.cache, which git, lint and tests all ignore, should a build be cut short.)
  const scratch = path.join(root, 'node_modules/.cache/dukkan-build', target.out);
  const next = `${scratch}.next`;
  fs.rmSync(next, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(next), { recursive: true });
  const tsc = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', target.project, '--outDir', next],
    { cwd: root, stdio: 'inherit' },
  );
  if (tsc.status !== 0) throw new Error(`compiling ${target.project} failed`);
  for (const asset of target.assets ?? []) {
    const to = path.join(next, asset);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(path.join(root, path.dirname(target.out), 'src', asset), to);
  }
  fs.writeFileSync(path.join(next, STAMP), `${new Date().toISOString()}\n`);
  const old = `${scratch}.old`;
  fs.rmSync(old, { recursive: true, force: true });
  if (fs.existsSync(out)) fs.renameSync(out, old);
  fs.renameSync(next, out);
  fs.rmSync(old, { recursive: true, force: true });
}

/** Compiles whichever package changed since its last build; returns whether anything was built. */
export function buildApiIfStale({ force = false } = {}) {
  const stale = targets.filter((target) => force || isStale(target));
  if (stale.length === 0) return false;
  console.log(`Compiling ${stale.map((t) => path.dirname(t.out)).join(' and ')}…`);
  for (const target of stale) build(target);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildApiIfStale({ force: true });
}
