import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const apiRoot = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dukkan-shutdown-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** The real process entry: SIGTERM lets accepted requests finish, then closes and exits 0. */
describe('graceful shutdown', () => {
  it('finishes in-flight requests on SIGTERM and exits cleanly', async () => {
    const port = 20000 + Math.floor(Math.random() * 20000);
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        // No demo shop: encoding its photos would only slow the start down.
        SEED_DEMO: 'false',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let stdout = '';
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const received = () =>
      stdout.split('\n').filter((line) => line.includes('"url":"/api/Account/login"')).length;
    const exited = new Promise<number | null>((resolve) =>
      server.once('exit', (code) => resolve(code)),
    );
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 240; i++) {
      const up = await fetch(`${base}/api/Account/get-user-info`).then(
        (r) => r.status === 401,
        () => false,
      );
      if (up) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(server.exitCode, output).toBeNull();
    const account = { email: 'shutdown@example.com', password: 'Customer123!' };
    const registered = await fetch(`${base}/api/Account/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...account,
        confirmPassword: account.password,
        firstName: 'Sara',
        lastName: 'Ali',
        phoneNumber: '0512345678',
      }),
    });
    expect(registered.status).toBeLessThan(300);
    // Logins hash with argon2, so these are still running when the signal arrives.
    const inFlight = Array.from({ length: 8 }, () =>
      fetch(`${base}/api/Account/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(account),
      }).then((r) => r.status),
    );
    // Signal only once the server has read every request, so each one is truly in flight.
    for (let i = 0; i < 400 && received() < 8; i++) await new Promise((r) => setTimeout(r, 5));
    expect(received()).toBe(8);
    server.kill('SIGTERM');
    expect(await Promise.all(inFlight)).toEqual(Array(8).fill(200));
    expect(await exited).toBe(0);
    await expect(fetch(`${base}/api/Account/get-user-info`)).rejects.toThrow();
  }, 90_000);
});
