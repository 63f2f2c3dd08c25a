// Browser journeys: builds the web app, starts the real server on a free port with a fresh data
// folder and the demo shop (embedded database), then runs e2e/*.test.ts in Debian's chromium
// through playwright-core.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, startServer } from '../scripts/server-process.mjs';

const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
  cwd: repoRoot,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const only = process.argv.slice(2);
const server = await startServer({
  name: 'e2e',
  // The journeys make their accounts through the API from one machine: each such call names a
  // client address of its own (`apiRegister`), which the server believes from loopback only, so
  // the per-address sign-up limit guards the browser's own sign-ups as in production.
  env: { LOG_LEVEL: 'warn', DATABASE_URL: undefined, TRUST_PROXY: 'loopback' },
});
let code = 1;
try {
  // Screenshots are this run's: none left over from an earlier one.
  fs.rmSync(path.join(repoRoot, 'e2e', 'screenshots'), { recursive: true, force: true });
  const files = fs
    .readdirSync(path.join(repoRoot, 'e2e'))
    .filter((f) => f.endsWith('.test.ts'))
    // `npm run test:e2e -- checkout dashboard-products` runs only the files naming those words.
    .filter((f) => only.length === 0 || only.some((word) => f.includes(word)))
    .sort()
    .map((f) => path.join('e2e', f));
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-concurrency=1', ...files],
    {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, E2E_BASE_URL: server.baseUrl, E2E_DATA_DIR: server.dataDir },
    },
  );
  code = run.status ?? 1;
} finally {
  await server.stop();
}
process.exit(code);
