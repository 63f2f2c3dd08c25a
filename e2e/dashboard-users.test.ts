import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  DEMO,
  apiLogin,
  apiRegister,
  baseUrl,
  launchBrowser,
  openPage,
  screenshot,
  seriousA11yViolations,
  type Session,
  waitForStill,
  waitForToast,
} from './support.ts';

// The admin's users screen: search, filters and paging in the URL, the admin's own row locked,
// deleting with confirmation. One API sign-in (admin); the user deleted here is registered here.

const unique = Date.now().toString(36);
const throwaway = {
  firstName: 'Temp',
  lastName: `Gone${unique}`,
  email: `gone.${unique}@example.com`,
  phoneNumber: '0559876543',
  password: 'throwaway1',
};

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let admin: Session;
let throwawayId: number;
const fillerIds: number[] = [];
const adminHeaders = () => ({ Authorization: `Bearer ${admin.token}` });

before(async () => {
  browser = await launchBrowser();
  admin = await apiLogin(DEMO.admin);
  throwawayId = await apiRegister(throwaway);
  // More users than one page of 10, so the page size makes a visible difference.
  const listed = await fetch(`${baseUrl}/api/AdminAccount/GetAllUsers?pageSize=1`, {
    headers: adminHeaders(),
  });
  const { data } = (await listed.json()) as { data: { totalCount: number } };
  for (let count = data.totalCount; count <= 10; count += 1) {
    fillerIds.push(
      await apiRegister({
        ...throwaway,
        firstName: 'Filler',
        lastName: `Page${count}`,
        email: `filler${count}.${unique}@example.com`,
      }),
    );
  }
  ({ page, context, errors } = await openPage(browser, { lang: 'en', session: admin }));
});
after(async () => {
  await context.close();
  await browser.close();
  for (const id of fillerIds) {
    await fetch(`${baseUrl}/api/AdminAccount/deleteUser/${id}`, {
      method: 'DELETE',
      headers: adminHeaders(),
    });
  }
});

interface Row {
  id: string;
  email: string;
  role: string;
  roleLocked: boolean;
  deleteLocked: boolean;
}

/** The table's rows once the list is not loading. */
function rows(): Promise<Row[]> {
  return page.evaluate(() => {
    if (document.querySelector('[aria-busy="true"]')) return [];
    return [...document.querySelectorAll<HTMLElement>('[data-testid^="user-row-"]')].map((row) => {
      const select = row.querySelector('select') as HTMLSelectElement;
      const remove = row.querySelector('[data-testid^="delete-user-"]') as HTMLButtonElement;
      return {
        id: (row.dataset.testid ?? '').replace('user-row-', ''),
        email: row.querySelectorAll('td')[1]?.textContent ?? '',
        role: select.value,
        roleLocked: select.disabled,
        deleteLocked: remove.disabled,
      };
    });
  });
}

/** Waits until the rows satisfy `check`; fails with the rows last seen. */
async function waitForRows(check: (seen: Row[]) => boolean, what: string): Promise<Row[]> {
  const deadline = Date.now() + 8_000;
  let seen: Row[] = [];
  while (Date.now() < deadline) {
    seen = await rows();
    if (seen.length > 0 && check(seen)) return seen;
    await page.waitForTimeout(50);
  }
  throw new Error(`${what}; rows: ${JSON.stringify(seen)}`);
}

const query = () => new URL(page.url()).searchParams;
const totalShown = async () =>
  Number((await page.getByText(/^Users: \d+$/).innerText()).replace(/\D/g, ''));

/** The count shown follows the list request, so wait for it rather than read it once. */
async function waitForTotal(expected: number) {
  const deadline = Date.now() + 5_000;
  let shown = await totalShown();
  while (shown !== expected && Date.now() < deadline) {
    await page.waitForTimeout(50);
    shown = await totalShown();
  }
  assert.equal(shown, expected, 'users count shown');
}

async function search(text: string) {
  await page.getByTestId('users-search').fill(text);
  await page.waitForURL((url) => (url.searchParams.get('search') ?? '') === text);
}

/** Answers the query strings of the list requests the page makes from now on. */
function listRequests(): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/AdminAccount/GetAllUsers') seen.push(url.searchParams);
  });
  return seen;
}

describe('dashboard users screen (admin)', () => {
  it('the dashboard navigation leads to the users screen', async () => {
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByTestId('dashboard-nav-users').click();
    await page.waitForURL(/\/dashboard\/users$/);
    await page.getByTestId('users-table').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    assert.deepEqual(errors, []);
  });

  it('searches as the admin types, once per pause, and keeps the search in the URL', async () => {
    const requests = listRequests();
    await page.getByTestId('users-search').pressSequentially(throwaway.lastName, { delay: 20 });
    await page.waitForURL((url) => url.searchParams.get('search') === throwaway.lastName);
    await waitForRows(
      (seen) => seen.length === 1 && seen[0]!.email === throwaway.email,
      'only the matching user',
    );
    const searched = requests.map((params) => params.get('search')).filter(Boolean);
    assert.deepEqual(searched, [throwaway.lastName], 'one request for the whole word');
    await waitForTotal(1);

    await page.reload();
    await waitForRows(
      (seen) => seen.length === 1 && seen[0]!.email === throwaway.email,
      'the search survives a reload',
    );
    assert.equal(await page.getByTestId('users-search').inputValue(), throwaway.lastName);
  });

  it('the admin’s own row cannot be changed or deleted; other rows can', async () => {
    await search(DEMO.admin.email);
    const [own] = await waitForRows(
      (seen) => seen.length === 1 && seen[0]!.email === DEMO.admin.email,
      'the admin’s own row',
    );
    assert.deepEqual(
      { roleLocked: own!.roleLocked, deleteLocked: own!.deleteLocked },
      { roleLocked: true, deleteLocked: true },
    );
    await page.getByTestId(`user-row-${own!.id}`).getByText('You', { exact: true }).waitFor();

    await search(throwaway.email);
    const [other] = await waitForRows(
      (seen) => seen.length === 1 && seen[0]!.email === throwaway.email,
      'another user’s row',
    );
    assert.deepEqual(
      { roleLocked: other!.roleLocked, deleteLocked: other!.deleteLocked },
      { roleLocked: false, deleteLocked: false },
    );
  });

  it('filters by role and changes the page size, both kept in the URL', async () => {
    await search('');
    const everyone = await waitForRows(
      (seen) => new Set(seen.map((row) => row.role)).size > 1,
      'all roles listed',
    );

    const total = await totalShown();
    assert.ok(total > 10, 'more users than one page');
    assert.equal(everyone.length, 10, 'a page holds 10 rows by default');

    for (const role of ['Admin', 'Customer']) {
      await page.getByTestId('users-role-filter').selectOption(role);
      await page.waitForURL((url) => url.searchParams.get('role') === role);
      const filtered = await waitForRows(
        (seen) => seen.every((row) => row.role === role),
        `only ${role} rows`,
      );
      const filteredTotal = await totalShown();
      assert.ok(filteredTotal < total, `fewer users with the ${role} filter`);
      assert.equal(filtered.length, Math.min(filteredTotal, 10));
    }

    // Two quick changes: the second must build on the first (the role stays cleared).
    const sized = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return (
        url.pathname === '/api/AdminAccount/GetAllUsers' &&
        url.searchParams.get('pageSize') === '20'
      );
    });
    await page.getByTestId('users-role-filter').selectOption('');
    await page.getByTestId('users-page-size').selectOption('20');
    assert.equal(new URL((await sized).url()).searchParams.get('role'), null);
    await page.waitForURL((url) => url.searchParams.get('pageSize') === '20');
    assert.equal(query().get('role'), null, 'the role filter was cleared');
    const pageOf20 = (seen: Row[]) =>
      seen.length === Math.min(total, 20) && new Set(seen.map((row) => row.role)).size > 1;
    await waitForRows(pageOf20, 'all roles on a page of 20');

    await page.reload();
    await waitForRows(pageOf20, 'the same list after a reload');
    assert.equal(await page.getByTestId('users-page-size').inputValue(), '20');
    assert.equal(await page.getByTestId('users-role-filter').inputValue(), '');
  });

  it('deletes a user only after confirmation', async () => {
    await search(throwaway.email);
    const row = page.getByTestId(`user-row-${throwawayId}`);
    await row.waitFor();
    await waitForTotal(1);
    const userUrl = `${baseUrl}/api/AdminAccount/getUserById/${throwawayId}`;
    const headers = adminHeaders();

    await page.getByTestId(`delete-user-${throwawayId}`).click();
    const dialog = page.getByRole('dialog');
    await waitForStill(page, '[role="dialog"]');
    const question = await dialog.innerText();
    assert.ok(question.includes(throwaway.email), 'the dialog names the e-mail');
    assert.ok(question.includes(throwaway.lastName), 'the dialog names the user');
    await screenshot(page, 'dashboard-users-delete-desktop-en');
    const violations = await seriousA11yViolations(page);
    assert.deepEqual(violations, [], `delete dialog: ${violations.join('; ')}`);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await row.count(), 1, 'cancel keeps the row');
    assert.equal((await fetch(userUrl, { headers })).status, 200, 'cancel keeps the user');

    await page.getByTestId(`delete-user-${throwawayId}`).click();
    await page.getByTestId('confirm-delete').click();
    await waitForToast(page, /User deleted/);
    await row.waitFor({ state: 'detached' });
    await page.getByText('No users match these filters.').waitFor();
    await waitForTotal(0);
    assert.equal((await fetch(userUrl, { headers })).status, 404, 'the user is gone');
    assert.deepEqual(errors, []);
  });
});
