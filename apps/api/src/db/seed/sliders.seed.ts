import { loadSharp, storeImage } from '../../lib/images.ts';
import type { MediaStore } from '../../lib/media-store.ts';
import type { Database } from '../client.ts';
import { brands, categories, sliderImages, sliders } from '../schema.ts';

interface DemoBanner {
  /** Two gradient stops and an accent for the shapes. */
  colours: [string, string, string];
  /** Where the banner leads; `{category:Name}` / `{brand:Name}` become that row's page. */
  link: string;
  motif: 'rings' | 'waves' | 'tiles' | 'burst' | 'arcs';
}

export const DEMO_SLIDERS: Array<{ titleEn: string; titleAr: string; banners: DemoBanner[] }> = [
  {
    titleEn: 'New season, new arrivals',
    titleAr: 'موسم جديد ووصول جديد',
    banners: [
      { colours: ['#0f766e', '#134e4a', '#5eead4'], link: '/shop?sortBy=newest', motif: 'rings' },
      {
        colours: ['#1d4ed8', '#1e1b4b', '#93c5fd'],
        link: '{category:Electronics}',
        motif: 'waves',
      },
      {
        colours: ['#9333ea', '#3b0764', '#f0abfc'],
        link: '{category:Beauty & Perfume}',
        motif: 'arcs',
      },
    ],
  },
  {
    titleEn: 'Offers of the week',
    titleAr: 'عروض الأسبوع',
    banners: [
      { colours: ['#c2410c', '#7c2d12', '#fdba74'], link: '/offers', motif: 'burst' },
      { colours: ['#15803d', '#052e16', '#bef264'], link: '{category:Groceries}', motif: 'tiles' },
    ],
  },
];

const WIDTH = 1600;
const HEIGHT = 600;

function motifShapes(motif: DemoBanner['motif'], accent: string): string {
  switch (motif) {
    case 'rings':
      return `<circle cx="1250" cy="300" r="230" fill="none" stroke="${accent}" stroke-opacity="0.55" stroke-width="36"/>
        <circle cx="1250" cy="300" r="130" fill="${accent}" fill-opacity="0.35"/>
        <circle cx="1480" cy="90" r="70" fill="#ffffff" fill-opacity="0.18"/>`;
    case 'waves':
      return `<path d="M700 600 C900 420 1100 640 1300 460 S1600 360 1600 360 V600 Z" fill="${accent}" fill-opacity="0.35"/>
        <path d="M820 600 C1000 500 1200 660 1400 520 S1600 470 1600 470 V600 Z" fill="#ffffff" fill-opacity="0.18"/>
        <rect x="1130" y="120" width="300" height="190" rx="22" fill="#0f172a" fill-opacity="0.55"/>
        <rect x="1150" y="140" width="260" height="150" rx="10" fill="${accent}" fill-opacity="0.8"/>`;
    case 'arcs':
      return `<path d="M1000 600 A300 300 0 0 1 1600 600" fill="${accent}" fill-opacity="0.3"/>
        <path d="M1100 600 A200 200 0 0 1 1500 600" fill="#ffffff" fill-opacity="0.2"/>
        <rect x="1250" y="170" width="100" height="200" rx="30" fill="${accent}" fill-opacity="0.75"/>
        <rect x="1275" y="120" width="50" height="60" rx="10" fill="#ffffff" fill-opacity="0.7"/>`;
    case 'burst':
      return `<g transform="translate(1250 300)" fill="${accent}" fill-opacity="0.5">
          ${Array.from({ length: 12 }, (_, i) => `<rect x="-14" y="-260" width="28" height="120" rx="14" transform="rotate(${i * 30})"/>`).join('')}
        </g>
        <circle cx="1250" cy="300" r="120" fill="#ffffff" fill-opacity="0.85"/>
        <circle cx="1250" cy="300" r="80" fill="${accent}"/>`;
    case 'tiles':
      return Array.from({ length: 12 }, (_, i) => {
        const x = 1000 + (i % 4) * 140;
        const y = 80 + Math.floor(i / 4) * 150;
        return `<rect x="${x}" y="${y}" width="110" height="110" rx="26" fill="${i % 3 === 0 ? '#ffffff' : accent}" fill-opacity="${0.2 + (i % 4) * 0.12}"/>`;
      }).join('');
  }
}

/**
 * A wide banner drawn on the spot (no downloads): gradient and shapes on the right, the left
 * kept calm and dark for the carousel's text overlay. No words are baked in, so the same picture
 * serves both languages (the carousel mirrors it in Arabic).
 */
export async function bannerImage({ colours, motif }: DemoBanner): Promise<Buffer> {
  const [from, to, accent] = colours;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${to}"/><stop offset="1" stop-color="${from}"/>
      </linearGradient>
      <radialGradient id="glow" cx="78%" cy="50%" r="55%">
        <stop offset="0" stop-color="${accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>
    <circle cx="160" cy="560" r="200" fill="#ffffff" fill-opacity="0.05"/>
    ${motifShapes(motif, accent)}
  </svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Two demo sliders with generated banners linking into the shop. A slider whose English title
 * exists is skipped before any image is drawn, so seeding again adds nothing.
 */
export async function seedSliders(db: Database, media: MediaStore): Promise<void> {
  const have = new Set(
    (await db.select({ title: sliders.titleEn }).from(sliders)).map((row) => row.title),
  );
  const missing = DEMO_SLIDERS.filter((slider) => !have.has(slider.titleEn));
  if (missing.length === 0) return;

  const ids = new Map<string, number>();
  for (const row of await db
    .select({ id: categories.id, name: categories.nameEn })
    .from(categories))
    ids.set(`category:${row.name}`, row.id);
  for (const row of await db.select({ id: brands.id, name: brands.nameEn }).from(brands))
    ids.set(`brand:${row.name}`, row.id);
  const resolveLink = (link: string) =>
    link.replace(/^\{(category|brand):(.+)\}$/, (_whole, kind: string, name: string) => {
      const id = ids.get(`${kind}:${name}`);
      return id ? `/${kind}/${id}` : '/shop';
    });

  for (const demo of missing) {
    const imageUrls = await Promise.all(
      demo.banners.map(async (banner) => storeImage(media, 'sliders', await bannerImage(banner))),
    );
    await db.transaction(async (tx) => {
      const [slider] = await tx
        .insert(sliders)
        .values({ titleEn: demo.titleEn, titleAr: demo.titleAr, isActive: true })
        .returning({ id: sliders.id });
      await tx.insert(sliderImages).values(
        demo.banners.map((banner, index) => ({
          sliderId: slider!.id,
          imageUrl: imageUrls[index]!,
          linkUrl: resolveLink(banner.link),
          sortOrder: index,
        })),
      );
    });
  }
}
