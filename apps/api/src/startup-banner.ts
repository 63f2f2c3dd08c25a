import type { PaymentMode } from '@dukkan/contracts';
import type { Config } from './config.ts';
import { DEMO_ACCOUNTS } from './db/seed/accounts.seed.ts';

/**
 * What `npm start` prints once listening: where the shop is, which payment mode is active (loudly
 * when test cards are accepted) and, for the demo shop only, the demo logins.
 */
export function startupBanner(
  config: Pick<Config, 'publicUrl' | 'paymentSandboxExplicit'>,
  status: { paymentMode: PaymentMode; demo: boolean },
): string[] {
  const shown = config.publicUrl;
  const lines = ['', `  Dukkan is running at ${shown}`, `  API docs: ${shown}/api/docs`];
  switch (status.paymentMode) {
    case 'hyperpay':
      lines.push('  Payments: HyperPay (live card payments) and cash on delivery');
      break;
    case 'sandbox': {
      const why = config.paymentSandboxExplicit
        ? 'switched on by PAYMENT_SANDBOX=true in the environment'
        : 'the demo shop; `npm run setup` switches it off';
      lines.push(
        '',
        '  !!! PAYMENT SANDBOX: TEST CARDS ACCEPTED, NO REAL MONEY IS TAKEN !!!',
        `  !!! Online orders are marked paid with test cards (${why}).`,
        '  !!! Never run a real shop like this: configure HYPERPAY_* instead.',
        '',
      );
      break;
    }
    case 'none':
      lines.push(
        '  Payments: cash on delivery only (Online payment is off: no HYPERPAY_* settings)',
      );
      break;
  }
  if (status.demo) {
    lines.push(
      '  Demo shop (demo data). Make it your shop with `npm run setup`.',
      '  Demo logins:',
    );
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.role.padEnd(9)} ${a.email} / ${a.password}`);
  }
  lines.push('');
  return lines;
}
