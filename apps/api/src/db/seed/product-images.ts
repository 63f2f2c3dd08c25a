import { loadSharp } from '../../lib/images.ts';

/** A simple line drawing per category, on a 1000 × 1000 canvas, so demo photos read at a glance. */
const DRAWINGS: Record<string, string> = {
  'Mobile Phones': `<rect x="360" y="180" width="280" height="560" rx="44" fill="#0f172a"/>
    <rect x="380" y="220" width="240" height="470" rx="20" fill="url(#screen)"/>
    <rect x="460" y="196" width="80" height="12" rx="6" fill="#334155"/>`,
  Electronics: `<rect x="230" y="260" width="540" height="340" rx="24" fill="#0f172a"/>
    <rect x="254" y="284" width="492" height="292" rx="10" fill="url(#screen)"/>
    <path d="M180 620 H820 L780 680 H220 Z" fill="#334155"/>`,
  Appliances: `<rect x="290" y="200" width="420" height="560" rx="36" fill="#f8fafc" stroke="#0f172a" stroke-width="10"/>
    <circle cx="500" cy="510" r="150" fill="#cbd5e1" stroke="#0f172a" stroke-width="10"/>
    <circle cx="500" cy="510" r="100" fill="url(#screen)"/>
    <circle cx="360" cy="260" r="18" fill="#0f172a"/><rect x="420" y="248" width="240" height="24" rx="12" fill="#94a3b8"/>`,
  'Home & Kitchen': `<path d="M260 420 H740 V640 Q740 740 640 740 H360 Q260 740 260 640 Z" fill="#f8fafc" stroke="#0f172a" stroke-width="10"/>
    <rect x="230" y="380" width="540" height="50" rx="25" fill="#0f172a"/>
    <rect x="460" y="320" width="80" height="60" rx="20" fill="#0f172a"/>`,
  Furniture: `<rect x="220" y="420" width="560" height="180" rx="40" fill="#f8fafc" stroke="#0f172a" stroke-width="10"/>
    <rect x="260" y="300" width="480" height="150" rx="40" fill="#e2e8f0" stroke="#0f172a" stroke-width="10"/>
    <rect x="250" y="600" width="30" height="90" fill="#0f172a"/><rect x="720" y="600" width="30" height="90" fill="#0f172a"/>`,
  Groceries: `<path d="M300 360 H700 L660 760 H340 Z" fill="#f8fafc" stroke="#0f172a" stroke-width="10"/>
    <path d="M400 360 Q400 240 500 240 Q600 240 600 360" fill="none" stroke="#0f172a" stroke-width="14"/>
    <circle cx="500" cy="560" r="90" fill="url(#screen)"/>`,
  Dairy: `<path d="M380 300 L440 220 H560 L620 300 V760 H380 Z" fill="#f8fafc" stroke="#0f172a" stroke-width="10"/>
    <rect x="380" y="440" width="240" height="180" fill="url(#screen)"/>
    <rect x="440" y="190" width="120" height="34" rx="8" fill="#0f172a"/>`,
  Fashion: `<path d="M380 240 L300 280 L220 400 L300 450 L340 400 V760 H660 V400 L700 450 L780 400 L700 280 L620 240 Q500 320 380 240 Z" fill="#f8fafc" stroke="#0f172a" stroke-width="10"/>
    <rect x="440" y="460" width="120" height="80" rx="10" fill="url(#screen)"/>`,
  Sports: `<circle cx="500" cy="500" r="250" fill="#f8fafc" stroke="#0f172a" stroke-width="10"/>
    <path d="M500 380 L580 440 L550 530 H450 L420 440 Z" fill="#0f172a"/>
    <path d="M500 380 V250 M580 440 L700 400 M550 530 L620 640 M450 530 L380 640 M420 440 L300 400" stroke="#0f172a" stroke-width="10"/>`,
  'Beauty & Perfume': `<rect x="340" y="400" width="320" height="360" rx="48" fill="url(#screen)" stroke="#0f172a" stroke-width="10"/>
    <rect x="450" y="320" width="100" height="80" fill="#0f172a"/>
    <rect x="420" y="250" width="160" height="80" rx="18" fill="#d4a017" stroke="#0f172a" stroke-width="8"/>`,
};

/**
 * A demo product photo made on the spot (no downloads): the category's drawing on a soft studio
 * gradient in the category colour, the brand colour on the product. `angle` 1 is a second, mirrored and darker shot for galleries.
 * `body`, when given, paints the drawing's light body (a white or beige thobe) for a colour's own
 * photo.
 */
export async function productPhoto(
  category: string,
  colour: string,
  accent: string,
  angle: 0 | 1,
  body?: string,
): Promise<Buffer> {
  const drawn = DRAWINGS[category] ?? DRAWINGS.Groceries!;
  const drawing = body ? drawn.replaceAll('fill="#f8fafc"', `fill="${body}"`) : drawn;
  const [light, dark] = angle === 0 ? ['#ffffff', accent] : [colour, '#0f172a'];
  // Drawn on a 1000-unit canvas, rendered at 800 px: the largest size a product photo is shown.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 1000 1000">
    <defs>
      <radialGradient id="bg" cx="50%" cy="40%" r="75%">
        <stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${colour}" stop-opacity="0.35"/>
      </radialGradient>
      <linearGradient id="screen" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="${dark}"/>
      </linearGradient>
    </defs>
    <rect width="1000" height="1000" fill="#f1f5f9"/>
    <rect width="1000" height="1000" fill="url(#bg)"/>
    <ellipse cx="500" cy="830" rx="300" ry="36" fill="#0f172a" fill-opacity="0.12"/>
    <g transform="${angle === 0 ? '' : 'translate(1000 0) scale(-1 1) rotate(-8 500 500)'}">${drawing}</g>
  </svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png().toBuffer();
}
