import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { footerFieldsSchema } from '@dukkan/contracts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { footers, helpServices } from '../schema.ts';
import { DEMO_FOOTER, seedStoreInfo } from './store-info.seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('demo footer and help services', () => {
  it('the demo footer passes the footer rules unchanged, with Snapchat hidden', () => {
    expect(footerFieldsSchema.parse(DEMO_FOOTER)).toEqual(DEMO_FOOTER);
    expect(DEMO_FOOTER.isSnapchatEnabled).toBe(false);
  });

  it('are seeded once with icons through the image pipeline; a merchant’s edit survives', async () => {
    const { db, media } = t.app.ctx;
    await seedStoreInfo(db, media);
    const services = (await t.app.inject({ url: '/api/helpService/getAll' })).json().data;
    expect(services).toHaveLength(4);
    expect(services.map((s: { sortOrder: number }) => s.sortOrder)).toEqual([0, 1, 2, 3]);
    for (const service of services) {
      const file = path.join(t.config.uploadsDir, service.iconUrl.replace('/media/', ''));
      expect(fs.existsSync(file)).toBe(true);
    }
    await db.update(footers).set({ email: 'owner@shop.example' });
    await seedStoreInfo(db, media);
    expect(await db.$count(helpServices)).toBe(4);
    expect(await db.$count(footers)).toBe(1);
    const footer = (await t.app.inject({ url: '/api/footer/getFooter' })).json().data;
    expect(footer).toMatchObject({ email: 'owner@shop.example', isEmailEnabled: true });
  });
});
