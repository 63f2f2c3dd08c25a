import { toSaudiMobile } from '@dukkan/contracts';

/**
 * The saved item checkout uses: the shopper's own pick while it still exists, else the preferred
 * one (default address, primary number), else the first. Null when nothing is saved.
 */
export function pickSaved<T extends { id: number }>(
  items: readonly T[],
  chosenId: number | null,
  isPreferred: (item: T) => boolean,
): number | null {
  if (chosenId !== null && items.some((item) => item.id === chosenId)) return chosenId;
  return (items.find(isPreferred) ?? items[0])?.id ?? null;
}

/** Delivery has no preset: a method counts only once the shopper picked it and it is offered. */
export function pickOffered<T extends { id: number }>(
  items: readonly T[],
  chosenId: number | null,
): number | null {
  return chosenId !== null && items.some((item) => item.id === chosenId) ? chosenId : null;
}

/** The checkout's stand-in id for the account's own mobile while it is not in the saved list. */
export const ACCOUNT_MOBILE_ID = -1;

/**
 * The account's mobile (the verified one, else the number given at registration) when the saved
 * numbers do not have it yet, so checkout can offer it without the shopper typing it again.
 */
export function offeredAccountMobile(
  account: { mobile: string | null; phoneNumber: string | null } | null,
  saved: readonly { number: string }[],
): string | null {
  const mobile = toSaudiMobile(account?.mobile ?? account?.phoneNumber ?? '');
  return mobile && !saved.some((phone) => phone.number === mobile) ? mobile : null;
}

/**
 * The number checkout uses: the shopper's pick, else the primary saved number; with nothing saved
 * the account's own mobile is preselected (decision 021).
 */
export function pickPhone(
  saved: readonly { id: number; number: string; isPrimary: boolean }[],
  chosenId: number | null,
  accountMobile: string | null,
): number | null {
  if (chosenId === ACCOUNT_MOBILE_ID && accountMobile) return ACCOUNT_MOBILE_ID;
  return (
    pickSaved(saved, chosenId, (phone) => phone.isPrimary) ??
    (accountMobile ? ACCOUNT_MOBILE_ID : null)
  );
}
