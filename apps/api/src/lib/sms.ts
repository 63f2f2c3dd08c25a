import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Sends one text message. `to` is E.164 (+9665XXXXXXXX); the answer is the provider's id for the
 * message. A provider that refuses or cannot be reached throws `SmsDeliveryError`.
 */
export interface SmsSender {
  send(to: string, text: string): Promise<string>;
}

/**
 * Why a message did not go out: the provider answered with a refusal (bad token, no balance,
 * sender not approved, number rejected) or could not be reached at all (network, timeout). The
 * message is for the log and never carries the provider's token.
 */
export class SmsDeliveryError extends Error {
  constructor(
    message: string,
    readonly reason: 'refused' | 'unreachable',
  ) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}

/**
 * Writes each message as a JSON file to the outbox folder (and logs its file, not its number), so
 * the embedded shop signs shoppers in with no SMS provider and tests and demos can read the code.
 * File names sort by time, like the mail outbox's.
 */
export function createSmsOutbox(options: {
  outboxDir: string;
  sender: string | undefined;
  log: FastifyBaseLogger;
}): SmsSender {
  return {
    async send(to, text) {
      const id = `outbox-${randomBytes(6).toString('hex')}`;
      await fs.mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.json`,
      );
      const message = { id, to, sender: options.sender ?? null, text, sentAt: new Date() };
      await fs.writeFile(file, `${JSON.stringify(message, null, 2)}\n`);
      options.log.info({ file }, 'sms written to outbox');
      return id;
    },
  };
}
