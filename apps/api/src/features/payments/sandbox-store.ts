import { randomBytes } from 'node:crypto';
import { eq, and, inArray, sql } from 'drizzle-orm';
import { PAYMENT_WINDOW_MINUTES } from '@dukkan/contracts';
import type { Executor } from '../../db/client.ts';
import type { OppwaPaymentJson } from './gateway.ts';
import { madaBins, sandboxCheckouts } from './payments.tables.ts';

type SandboxCheckout = typeof sandboxCheckouts.$inferSelect;

/**
 * The sandbox's test cards (docs/decisions/008-online-payments.md) and the answers real OPPWA gives
 * for such cards.
 */
export const SANDBOX_CARDS = {
  success: '4111111111111111',
  declined: '4000000000000002',
  /** mada cards: BINs 446404 and 588845 of the seeded mada list. */
  madaSuccess: '4464040000000007',
  madaDeclined: '5888450000000003',
} as const;

/** The wallets the sandbox simulates with an approval screen instead of a card form. */
export const SANDBOX_WALLETS = ['APPLEPAY', 'STC_PAY'] as const;
export type SandboxWallet = (typeof SANDBOX_WALLETS)[number];

const RESULTS = {
  created: { code: '000.200.100', description: 'successfully created checkout' },
  pending: { code: '000.200.000', description: 'transaction pending' },
  paid: {
    code: '000.100.110',
    description: "Request successfully processed in 'Merchant in Integrator Test Mode'",
  },
  declined: { code: '800.100.151', description: 'transaction declined (invalid card)' },
  cancelledByUser: { code: '100.396.101', description: 'Cancelled by user' },
  invalidCard: {
    code: '100.100.101',
    description: 'invalid creditcard, bank account number or bank name',
  },
  cardExpired: { code: '100.100.303', description: 'card expired' },
  sessionGone: {
    code: '200.300.404',
    description:
      'No payment session found for the requested id - are you mixing test/live servers or have you paid more than 30min ago?',
  },
} as const;

export interface CheckoutFields {
  entityId: string;
  amount: string;
  currency: string;
  paymentType: string;
  merchantTransactionId: string | null;
}

export async function createSandboxCheckout(db: Executor, fields: CheckoutFields): Promise<string> {
  // Shaped like OPPWA ids: 32 upper-case hex digits and a server suffix.
  const id = `${randomBytes(16).toString('hex').toUpperCase()}.sandbox`;
  await db.insert(sandboxCheckouts).values({
    id,
    ...fields,
    resultCode: RESULTS.pending.code,
    resultDescription: RESULTS.pending.description,
  });
  return id;
}

/** The shape `createSandboxCheckout` gives ids; anything else (NUL, any text at all) is no checkout. */
const CHECKOUT_ID = /^[0-9A-F]{32}\.sandbox$/;

export async function findSandboxCheckout(
  db: Executor,
  id: string,
): Promise<SandboxCheckout | undefined> {
  if (!CHECKOUT_ID.test(id)) return undefined;
  const [row] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id));
  return row;
}

function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export interface CardInput {
  cardNumber: string;
  holder: string;
  expiryMonth: number;
  expiryYear: number;
}

function decide(card: CardInput | null, now: Date) {
  if (!card || !luhnValid(card.cardNumber))
    return { state: 'declined', ...RESULTS.invalidCard } as const;
  if (card.cardNumber === SANDBOX_CARDS.declined || card.cardNumber === SANDBOX_CARDS.madaDeclined)
    return { state: 'declined', ...RESULTS.declined } as const;
  const endOfExpiryMonth = new Date(Date.UTC(card.expiryYear, card.expiryMonth, 1));
  if (endOfExpiryMonth <= now) return { state: 'declined', ...RESULTS.cardExpired } as const;
  return { state: 'paid', ...RESULTS.paid } as const;
}

function expired(row: SandboxCheckout, now: Date): boolean {
  return now.getTime() - row.createdAt.getTime() > PAYMENT_WINDOW_MINUTES * 60_000;
}

/**
 * The shopper submits the card form. Only an open, unexpired checkout changes (one payment per
 * checkout, as with the real gateway); a repeated post leaves the first answer in place.
 */
export async function paySandboxCheckout(
  db: Executor,
  id: string,
  card: CardInput | null,
): Promise<void> {
  const row = await findSandboxCheckout(db, id);
  const now = new Date();
  if (!row || row.state !== 'open' || expired(row, now)) return;
  const outcome = decide(card, now);
  await db
    .update(sandboxCheckouts)
    .set({
      state: outcome.state,
      resultCode: outcome.code,
      resultDescription: outcome.description,
      paymentBrand: card ? await detectCardBrand(db, card.cardNumber) : null,
      cardBin: card?.cardNumber.slice(0, 6) ?? null,
      cardLast4: card?.cardNumber.slice(-4) ?? null,
      holder: card?.holder ?? null,
      completedAt: sql`now()`,
    })
    .where(and(eq(sandboxCheckouts.id, id), eq(sandboxCheckouts.state, 'open')));
}

/**
 * The card's brand as COPYandPAY's BIN-list detection gives it: MADA when its first 6 or 8 digits
 * are on the mada list (the same table the merchant keeps), else MASTER for 2/5, else VISA.
 */
export async function detectCardBrand(db: Executor, cardNumber: string): Promise<string> {
  const [mada] = await db
    .select({ bin: madaBins.bin })
    .from(madaBins)
    .where(inArray(madaBins.bin, [cardNumber.slice(0, 6), cardNumber.slice(0, 8)]))
    .limit(1);
  if (mada) return 'MADA';
  return /^[25]/.test(cardNumber) ? 'MASTER' : 'VISA';
}

/**
 * The shopper approves or declines in a wallet's simulated screen (Apple Pay's sheet, STC Pay's
 * code); as with cards, only an open, unexpired checkout changes, once.
 */
export async function payWithSandboxWallet(
  db: Executor,
  id: string,
  wallet: SandboxWallet,
  isApproved: boolean,
): Promise<void> {
  const row = await findSandboxCheckout(db, id);
  if (!row || row.state !== 'open' || expired(row, new Date())) return;
  const result = isApproved ? RESULTS.paid : RESULTS.cancelledByUser;
  await db
    .update(sandboxCheckouts)
    .set({
      state: isApproved ? 'paid' : 'declined',
      resultCode: result.code,
      resultDescription: result.description,
      paymentBrand: wallet,
      completedAt: sql`now()`,
    })
    .where(and(eq(sandboxCheckouts.id, id), eq(sandboxCheckouts.state, 'open')));
}

/** `GET /v1/checkouts/{id}/payment` as OPPWA answers it. */
export function sandboxPaymentJson(row: SandboxCheckout | undefined, now = new Date()) {
  const timestamp = now.toISOString().replace('T', ' ').replace('Z', '+0000');
  if (!row) return { status: 404, json: { result: RESULTS.sessionGone, timestamp } };
  if (row.state === 'open') {
    const result = expired(row, now) ? RESULTS.sessionGone : RESULTS.pending;
    return { status: 200, json: { result, ndc: row.id, timestamp } };
  }
  const json: OppwaPaymentJson & Record<string, unknown> = {
    id: sandboxPaymentId(row.id),
    paymentType: row.paymentType,
    paymentBrand: row.paymentBrand ?? (row.cardBin?.startsWith('5') ? 'MASTER' : 'VISA'),
    amount: row.amount,
    currency: row.currency,
    descriptor: 'Dukkan sandbox',
    merchantTransactionId: row.merchantTransactionId ?? undefined,
    result: { code: row.resultCode, description: row.resultDescription },
    card: row.cardBin
      ? { bin: row.cardBin, last4Digits: row.cardLast4, holder: row.holder }
      : undefined,
    ndc: row.id,
    timestamp,
  };
  return { status: 200, json };
}

export const SANDBOX_RESULTS = RESULTS;

/** The id of a checkout's payment, as the sandbox reports it (OPPWA payment ids are their own). */
export function sandboxPaymentId(checkoutId: string): string {
  return `${checkoutId.slice(0, 16)}P`;
}
