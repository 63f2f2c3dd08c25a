import fs from 'node:fs';
import path from 'node:path';

/** Waits for an .eml in the outbox addressed to `to` and returns its text (mail is sent async). */
export async function waitForMail(
  outboxDir: string,
  to: string,
  timeoutMs = 5000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(outboxDir)) {
      const files = fs.readdirSync(outboxDir).sort().reverse();
      for (const file of files) {
        const text = fs.readFileSync(path.join(outboxDir, file), 'utf8');
        if (text.includes(`To: ${to}`)) return text;
      }
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

export function mailCount(outboxDir: string): number {
  return fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).length : 0;
}

/** The 6-digit code in a reset mail's subject. */
export function codeFrom(mail: string): string {
  const match = /code: (\d{6})/.exec(mail) ?? /(\d{6})/.exec(mail);
  if (!match) throw new Error('no code in mail');
  return match[1]!;
}
