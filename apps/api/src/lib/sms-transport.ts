import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../config.ts';
import { createSmsOutbox, type SmsSender } from './sms.ts';
import { createTaqnyatSms } from './taqnyat-sms.ts';

/** The configured provider, or the outbox when none is (config.ts checks the provider's settings). */
export function createSmsSender(config: SmsConfig, log: FastifyBaseLogger): SmsSender {
  if (config.provider === 'taqnyat') {
    return createTaqnyatSms({
      apiUrl: config.apiUrl,
      token: config.apiToken ?? '',
      sender: config.sender ?? '',
    });
  }
  return createSmsOutbox({ outboxDir: config.outboxDir, sender: config.sender, log });
}
