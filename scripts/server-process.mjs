// Starts the real API server as a child process on a free loopback port with its own data folder,
// for the browser tests and the benchmarks: the compiled build, as `npm start` runs it (compiled
// first when the sources changed). `stop()` ends it and removes the data folder.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApiIfStale } from './build-api.mjs';
import { BUILT_SERVER_ENTRY, BUILT_SERVER_FLAGS, SERVER_ENV } from './server-node-flags.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * @param {{ name: string, env?: Record<string, string | undefined>, stdio?: 'inherit' | 'ignore' }} options
 *   `env` is laid over this process's environment; a value of `undefined` removes the variable.
 * @returns the server's `baseUrl`, its `dataDir`, the `pid` of its process and `stop()`.
 */
export async function startServer({ name, env = {}, stdio = 'inherit' }) {
  buildApiIfStale();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `dukkan-${name}-`));
  const merged = {
    ...SERVER_ENV,
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    NODE_ENV: 'production',
    ...env,
  };
  for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
  const child = spawn(process.execPath, [...BUILT_SERVER_FLAGS, BUILT_SERVER_ENTRY], {
    cwd: repoRoot,
    env: merged,
    stdio: ['ignore', stdio, 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;

  async function stop() {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  // The first start seeds the demo shop (pictures included): minutes on a busy 2-core machine.
  const deadline = Date.now() + 300_000;
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`server exited with ${child.exitCode ?? child.signalCode}`);
      if (Date.now() > deadline) throw new Error('server did not start in 300 s');
      // An unauthenticated call answering 401 means routes, database and auth are all up.
      const up = await fetch(`${baseUrl}/api/Account/get-user-info`).then(
        (res) => res.status === 401,
        () => false,
      );
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    // A server that never came up is not left running, nor its data folder behind.
    await stop();
    throw error;
  }

  return { baseUrl, dataDir, pid: child.pid, stop };
}
