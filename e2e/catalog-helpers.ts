import type { Page } from 'playwright-core';
import { baseUrl } from './support.ts';

/** The fields of the API's product and brand answers these journeys read. */
export interface ApiProduct {
  id: number;
  name: string;
  nameAr: string;
  price: number;
  discountedPrice: number | null;
  stock: number;
  images: string[];
  brandId: number;
}

export interface ApiBrand {
  id: number;
  name: string;
  productsCount: number;
}

interface Paged<T> {
  items: T[];
  totalCount: number;
}

/** A public catalog read, straight from the API (what the screens should agree with). */
export async function publicApi<T>(path: string, lang: 'en' | 'ar' = 'en'): Promise<T> {
  const response = await fetch(`${baseUrl}/api/${path}`, { headers: { 'Accept-Language': lang } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

export const pagedApi = <T>(path: string, lang: 'en' | 'ar' = 'en') =>
  publicApi<Paged<T>>(path, lang);

/** Waits until the listing has answered the current URL (no request in flight, no skeleton). */
export async function waitForListing(page: Page) {
  await page.locator('[data-testid="listing-results"][aria-busy="false"]').waitFor();
  await page.locator('[data-testid="product-grid-skeleton"]').waitFor({ state: 'detached' });
}

export interface CardFacts {
  id: number;
  brand: string;
  current: number;
  old: number | null;
  hasBadge: boolean;
}

/** What each product card in the main content shows, in order. */
export function readCards(page: Page): Promise<CardFacts[]> {
  // No helper functions inside: the bundler would name them with a helper the page lacks.
  return page
    .locator('main [data-testid="product-grid"] [data-testid="product-card"]')
    .evaluateAll((cards) =>
      cards.map((card) => {
        const old = card.querySelector('[data-testid="price-old"]')?.getAttribute('data-amount');
        return {
          id: Number(card.getAttribute('data-product-id')),
          brand: card.querySelector('.product-card__body > :first-child')?.textContent ?? '',
          current: Number(
            card.querySelector('[data-testid="price-current"]')?.getAttribute('data-amount'),
          ),
          old: old === null || old === undefined ? null : Number(old),
          hasBadge: card.querySelector('[data-testid="discount-badge"]') !== null,
        };
      }),
    );
}

/** Nothing wider than the screen: no sideways scrolling on a phone. */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** Whether the element's box lies fully inside the viewport's width. */
export async function isWithinViewportWidth(page: Page, selector: string): Promise<boolean> {
  const box = await page.locator(selector).boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

/**
 * Waits until the grid shows exactly these products in this order (the URL changes before the
 * new answer arrives, so a plain wait could read the previous list), then answers the cards.
 */
export async function waitForCards(page: Page, ids: number[]): Promise<CardFacts[]> {
  const deadline = Date.now() + 8_000;
  let cards: CardFacts[] = [];
  while (Date.now() < deadline) {
    await waitForListing(page);
    cards = await readCards(page);
    if (cards.map((card) => card.id).join() === ids.join()) return cards;
    await page.waitForTimeout(100);
  }
  throw new Error(`the grid shows ${cards.map((card) => card.id).join()}, expected ${ids.join()}`);
}
