import { loadSharp, storeImage } from '../../lib/images.ts';
import type { MediaStore } from '../../lib/media-store.ts';
import type { Database } from '../client.ts';
import { brands, categories } from '../schema.ts';

export const DEMO_BRANDS = [
  ['Almarai', 'المراعي', '#1f6f4a'],
  ['Nadec', 'نادك', '#0f5c8c'],
  ['Al Rabie', 'الربيع', '#c2410c'],
  ['Samsung', 'سامسونج', '#1d4ed8'],
  ['Apple', 'أبل', '#374151'],
  ['Huawei', 'هواوي', '#b91c1c'],
  ['Nike', 'نايكي', '#111827'],
  ['Adidas', 'أديداس', '#0f172a'],
  ['IKEA', 'ايكيا', '#1e40af'],
  ['Philips', 'فيليبس', '#1e3a8a'],
  ['Arabian Oud', 'العربية للعود', '#7c2d12'],
  ['Saudia Dairy', 'سدافكو', '#047857'],
  ['Lomar', 'لومار', '#57534e'],
] as const;

export const DEMO_CATEGORIES = [
  ['Electronics', 'إلكترونيات', '#2563eb'],
  ['Mobile Phones', 'الجوالات', '#4f46e5'],
  ['Home & Kitchen', 'المنزل والمطبخ', '#b45309'],
  ['Groceries', 'البقالة', '#15803d'],
  ['Dairy', 'الألبان', '#0e7490'],
  ['Fashion', 'الأزياء', '#be185d'],
  ['Sports', 'الرياضة', '#c2410c'],
  ['Beauty & Perfume', 'الجمال والعطور', '#9333ea'],
  ['Furniture', 'الأثاث', '#78350f'],
  ['Appliances', 'الأجهزة المنزلية', '#334155'],
] as const;

/** Children shown under their parent in the shop's menu. */
const CHILD_OF: Record<string, string> = {
  'Mobile Phones': 'Electronics',
  Dairy: 'Groceries',
  Appliances: 'Home & Kitchen',
};

/** A square logo tile made on the spot (no downloads): the initials on the brand colour. */
async function tile(label: string, colour: string): Promise<Buffer> {
  // Letters only: "Home & Kitchen" → "HK" (an "&" would also break the SVG's XML).
  const initials = label
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
    <rect width="800" height="800" rx="96" fill="${colour}"/>
    <circle cx="640" cy="160" r="220" fill="#ffffff" fill-opacity="0.08"/>
    <text x="400" y="470" font-family="DejaVu Sans, sans-serif" font-size="300" font-weight="700"
      fill="#ffffff" text-anchor="middle">${initials}</text></svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Demo brands and categories with generated images. Names already present are skipped before any
 * image is made, so seeding again (`npm run db:seed`) leaves no orphan files.
 */
export async function seedCatalog(db: Database, media: MediaStore): Promise<void> {
  const haveBrands = new Set(
    (await db.select({ n: brands.nameEn }).from(brands)).map((r) => r.n.toLowerCase()),
  );
  const newBrands = DEMO_BRANDS.filter(([nameEn]) => !haveBrands.has(nameEn.toLowerCase()));
  if (newBrands.length > 0) {
    const rows = await Promise.all(
      newBrands.map(async ([nameEn, nameAr, colour]) => ({
        nameEn,
        nameAr,
        imageUrl: await storeImage(media, 'brands', await tile(nameEn, colour)),
      })),
    );
    await db.insert(brands).values(rows).onConflictDoNothing();
  }

  const present = async () =>
    new Map(
      (await db.select({ id: categories.id, n: categories.nameEn }).from(categories)).map((r) => [
        r.n.toLowerCase(),
        r.id,
      ]),
    );
  // Parents first, then children pointing at them.
  for (const wantChildren of [false, true]) {
    const have = await present();
    const missing = DEMO_CATEGORIES.filter(
      ([nameEn]) => Boolean(CHILD_OF[nameEn]) === wantChildren && !have.has(nameEn.toLowerCase()),
    );
    if (missing.length === 0) continue;
    const rows = await Promise.all(
      missing.map(async ([nameEn, nameAr, colour]) => ({
        nameEn,
        nameAr,
        parentId: wantChildren ? (have.get(CHILD_OF[nameEn]!.toLowerCase()) ?? null) : null,
        imageUrl: await storeImage(media, 'categories', await tile(nameEn, colour)),
      })),
    );
    await db.insert(categories).values(rows).onConflictDoNothing();
  }
}
