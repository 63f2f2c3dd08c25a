import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { PaymentGateway } from './gateway.ts';
import { createHyperPayGateway } from './hyperpay-gateway.ts';
import { createSandboxGateway } from './sandbox-gateway.ts';

export function hyperPayConfigured(config: Config): boolean {
  const { baseUrl, entityId, accessToken } = config.hyperpay;
  return Boolean(baseUrl && entityId && accessToken);
}

/** HyperPay when its three settings are given; otherwise the built-in sandbox. */
export function createPaymentGateway(
  config: Config,
  db: Database,
  log: FastifyBaseLogger,
): PaymentGateway {
  const { baseUrl, entityId, accessToken } = config.hyperpay;
  if (baseUrl && entityId && accessToken) {
    return createHyperPayGateway({ baseUrl, entityId, accessToken });
  }
  if (baseUrl || entityId || accessToken) {
    throw new Error(
      'HyperPay needs HYPERPAY_BASE_URL, HYPERPAY_ENTITY_ID and HYPERPAY_ACCESS_TOKEN together',
    );
  }
  if (config.env === 'production' && config.databaseUrl) {
    log.warn('No HyperPay account configured: online payments go to the built-in sandbox gateway');
  }
  return createSandboxGateway(db);
}
