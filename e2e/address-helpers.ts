import type { Locator, Page } from 'playwright-core';

/** Picks a city in the address form's searchable list: types part of its name, clicks it. */
export async function chooseCity(page: Page, form: Locator, typed: string, name: string) {
  const input = form.locator('input[data-testid="city-select"]');
  await input.click();
  await input.fill(typed);
  await page.locator('[role="option"]', { hasText: name }).first().click();
}
