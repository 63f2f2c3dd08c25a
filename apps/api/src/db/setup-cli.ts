// `npm run setup`: turns the demo shop into the merchant's own (see features/store/shop-setup.ts).
// Asks for what is missing when run in a terminal; otherwise takes flags or SETUP_* variables:
//   --owner-email (SETUP_OWNER_EMAIL)  --owner-password (SETUP_OWNER_PASSWORD)
//   --owner-first-name --owner-last-name --store-name-en --store-name-ar --vat-number
//   --remove-demo-data (also the demo catalog, orders, coupons, banners)  --yes (no question)
// Stop the server first: the embedded database is one process's at a time.
import { Writable } from 'node:stream';
import { createInterface, type Interface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import {
  passwordProblem,
  setUpShop,
  SetupError,
  checkSetupInput,
  type SetupInput,
} from '../features/store/shop-setup.ts';
import { openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';

const { values: flags } = parseArgs({
  options: {
    'owner-email': { type: 'string' },
    'owner-password': { type: 'string' },
    'owner-first-name': { type: 'string' },
    'owner-last-name': { type: 'string' },
    'store-name-en': { type: 'string' },
    'store-name-ar': { type: 'string' },
    'vat-number': { type: 'string' },
    'remove-demo-data': { type: 'boolean' },
    yes: { type: 'boolean', short: 'y' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (flags.help) {
  console.log(
    [
      'npm run setup -- [options]   Make the demo shop your own (stop the server first).',
      '  --owner-email EMAIL        the owner’s Admin account (or SETUP_OWNER_EMAIL)',
      '  --owner-password PASSWORD  8+ characters, a letter and a digit, not a common one',
      '                             (or SETUP_OWNER_PASSWORD, which keeps it out of the shell history)',
      '  --owner-first-name NAME    default "Store";  --owner-last-name NAME  default "Owner"',
      '  --store-name-en NAME  --store-name-ar NAME  --vat-number 3XXXXXXXXXXXXX3',
      '  --remove-demo-data         also remove the demo catalog, orders, coupons and banners',
      '  --yes                      do not ask for confirmation (needed without a terminal)',
    ].join('\n'),
  );
  process.exit(0);
}

const env = process.env;
const interactive = Boolean(process.stdin.isTTY && process.stdout.isTTY);

let muted = false;
let terminal: Interface | undefined;

/** Prompts on the terminal (one reader for the whole run); `hidden` keeps a password off the screen. */
async function ask(question: string, hidden = false): Promise<string> {
  terminal ??= createInterface({
    input: process.stdin,
    output: new Writable({
      write(chunk, _encoding, done) {
        if (!muted) process.stdout.write(chunk);
        done();
      },
    }),
    terminal: true,
  });
  const answer = terminal.question(question);
  muted = hidden;
  try {
    return (await answer).trim();
  } finally {
    muted = false;
    if (hidden) process.stdout.write('\n');
  }
}

async function value(given: string | undefined, question: string, fallback = ''): Promise<string> {
  if (given !== undefined) return given;
  if (!interactive) return fallback;
  const answer = await ask(fallback ? `${question} [${fallback}]: ` : `${question}: `);
  return answer || fallback;
}

async function collect(): Promise<SetupInput> {
  const ownerEmail = await value(flags['owner-email'] ?? env.SETUP_OWNER_EMAIL, 'Owner e-mail');
  let ownerPassword = flags['owner-password'] ?? env.SETUP_OWNER_PASSWORD;
  if (ownerPassword === undefined && interactive) {
    for (;;) {
      ownerPassword = await ask('Owner password (8+ characters, a letter and a digit): ', true);
      const problem = passwordProblem(ownerPassword);
      if (problem) {
        console.log(problem);
        continue;
      }
      const again = await ask('Type it again: ', true);
      if (ownerPassword === again) break;
      console.log('The two passwords differ; try again.');
    }
  }
  if (!ownerEmail || !ownerPassword) {
    throw new SetupError(
      'Owner e-mail and password are required: --owner-email and --owner-password (or SETUP_OWNER_EMAIL and SETUP_OWNER_PASSWORD)',
    );
  }
  const ownerFirstName = await value(flags['owner-first-name'], 'Owner first name', 'Store');
  const ownerLastName = await value(flags['owner-last-name'], 'Owner last name', 'Owner');
  const storeNameEn = await value(flags['store-name-en'], 'Store name in English (Enter to skip)');
  const storeNameAr = await value(flags['store-name-ar'], 'Store name in Arabic (Enter to skip)');
  const vatNumber = await value(flags['vat-number'], 'VAT number, 15 digits (Enter to skip)');
  let removeDemoData = flags['remove-demo-data'] ?? false;
  if (flags['remove-demo-data'] === undefined && interactive) {
    const answer = await ask('Also remove the demo catalog, orders, coupons and banners? [y/N]: ');
    removeDemoData = /^y(es)?$/i.test(answer);
  }
  return {
    ownerEmail,
    ownerPassword,
    ownerFirstName,
    ownerLastName,
    storeNameEn: storeNameEn || undefined,
    storeNameAr: storeNameAr || undefined,
    vatNumber: vatNumber || undefined,
    removeDemoData,
  };
}

async function main(): Promise<number> {
  const config = loadConfig();
  const input = checkSetupInput(await collect());
  const removing = input.removeDemoData
    ? 'the demo accounts and the demo catalog, orders, coupons and banners'
    : 'the demo accounts (the demo catalog and orders stay)';
  if (!flags.yes) {
    if (!interactive) throw new SetupError('Pass --yes to confirm when not running in a terminal');
    const answer = await ask(`Create ${input.ownerEmail} as Admin and remove ${removing}? [y/N]: `);
    if (!/^y(es)?$/i.test(answer)) {
      console.log('Nothing was changed.');
      return 1;
    }
  }
  const handle = await openDatabase(config);
  try {
    await runMigrations(handle);
    const report = await setUpShop(handle.db, input);
    console.log(
      [
        `Owner account created: ${input.ownerEmail} (Admin).`,
        `Demo accounts removed: ${report.demoAccountsRemoved}.`,
        input.removeDemoData
          ? `Demo data removed: ${report.productsRemoved} products, ${report.ordersRemoved} orders.`
          : 'Demo catalog and orders kept (run again with --remove-demo-data to remove them).',
        'Payment sandbox switched off: test cards are no longer accepted.',
        config.paymentSandboxExplicit && config.paymentSandbox
          ? 'Note: PAYMENT_SANDBOX=true in this environment still turns the sandbox on; remove it.'
          : 'Online payments need HYPERPAY_BASE_URL, HYPERPAY_ENTITY_ID and HYPERPAY_ACCESS_TOKEN.',
        'Restart the server (npm start) for the change to take effect.',
      ].join('\n'),
    );
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof Error && error.name === 'AbortError') {
      console.error('\nSetup cancelled, nothing was changed.');
      process.exit(1);
    }
    if (error instanceof SetupError) {
      console.error(`Setup stopped, nothing was changed. ${error.message}`);
      process.exit(2);
    }
    console.error(error);
    process.exit(1);
  },
);
