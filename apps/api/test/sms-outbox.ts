import fs from 'node:fs';
import path from 'node:path';

export interface OutboxSms {
  id: string;
  to: string;
  sender: string | null;
  text: string;
}

/** The text messages in the SMS outbox, oldest first (file names sort by time). */
export function readSmsOutbox(outboxDir: string): OutboxSms[] {
  if (!fs.existsSync(outboxDir)) return [];
  return fs
    .readdirSync(outboxDir)
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(outboxDir, file), 'utf8')) as OutboxSms);
}

/** The latest text message to `to` (+9665XXXXXXXX); the code is texted before the API answers. */
export function lastSmsTo(outboxDir: string, to: string): OutboxSms {
  const found = readSmsOutbox(outboxDir)
    .filter((sms) => sms.to === to)
    .at(-1);
  if (!found) throw new Error(`no text message to ${to}`);
  return found;
}

/** The 6-digit code in a sign-in text message. */
export function smsCode(sms: { text: string }): string {
  const match = /(\d{6})/.exec(sms.text);
  if (!match) throw new Error('no code in the text message');
  return match[1]!;
}
