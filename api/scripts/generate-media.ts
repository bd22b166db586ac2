// Writes the demo images of the marketing content (api/media/*.webp): illustrations drawn from
// shapes, no text, no real trademark or photo. Run again after changing this file:
//   npx tsx api/scripts/generate-media.ts        (Chromium from CHROMIUM_PATH or /usr/bin/chromium)
// The files are committed; the API serves them under /media/ with a year-long cache, so a changed
// picture gets a new file name rather than new bytes under an old one. The same Chromium build
// writes the same bytes; another build may encode differently: commit only the pictures you meant
// to change.
//
// Drawn as SVG, shipped as WebP: the browser opens every SVG picture as a document of its own, on
// the page's main thread, 8–55 ms each (11 of them on `/`), where a WebP is decoded off it
// (issue #15, docs/decisions/0021-content-pictures-as-raster.md). Real content pictures (photos
// of trucks, campaign art) are raster anyway.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const OUT = fileURLToPath(new URL('../media/', import.meta.url));

interface Palette {
  sky: [string, string];
  ground: string;
  body: string;
  accent: string;
}

const PALETTES: Palette[] = [
  { sky: ['#0b3c5d', '#1d6fa5'], ground: '#0a2e47', body: '#f2a900', accent: '#ffffff' },
  { sky: ['#3a1c71', '#d76d77'], ground: '#2a1450', body: '#ffffff', accent: '#f2a900' },
  { sky: ['#134e5e', '#71b280'], ground: '#0d3640', body: '#e8eef2', accent: '#0b3c5d' },
  { sky: ['#7a2e0e', '#f2a900'], ground: '#4a1c08', body: '#0b3c5d', accent: '#ffffff' },
];

type Vehicle = 'truck' | 'bus' | 'shield' | 'coins' | 'fleet';

/** A vehicle drawn in a 400×200 box whose wheels sit on y = 190. */
function vehicle(kind: Vehicle, p: Palette): string {
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="170" r="22" fill="#1d2731"/><circle cx="${x}" cy="170" r="9" fill="${p.accent}"/>`;
  if (kind === 'bus') {
    const windows = Array.from({ length: 6 }, (_, i) => `<rect x="${40 + i * 52}" y="48" width="40" height="40" rx="4" fill="${p.sky[0]}" opacity="0.85"/>`).join('');
    return `<rect x="20" y="30" width="360" height="140" rx="18" fill="${p.body}"/>${windows}<rect x="20" y="110" width="360" height="10" fill="${p.accent}"/>${wheel(90)}${wheel(310)}`;
  }
  if (kind === 'truck') {
    return `<rect x="10" y="20" width="250" height="140" rx="6" fill="${p.body}"/><rect x="20" y="35" width="230" height="10" fill="${p.accent}" opacity="0.6"/>` +
      `<path d="M265 60 h70 l45 50 v50 h-115 z" fill="${p.accent}"/><path d="M285 72 h45 l30 36 h-75 z" fill="${p.sky[0]}" opacity="0.85"/>${wheel(70)}${wheel(200)}${wheel(330)}`;
  }
  if (kind === 'fleet') {
    return `<g transform="translate(0 40) scale(0.55)">${vehicle('truck', p)}</g><g transform="translate(180 20) scale(0.55)">${vehicle('bus', p)}</g>`;
  }
  if (kind === 'shield') {
    return `<path d="M200 10 l110 40 v55 c0 55 -48 90 -110 110 c-62 -20 -110 -55 -110 -110 v-55 z" fill="${p.body}"/><path d="M150 110 l35 35 l70 -75" fill="none" stroke="${p.accent}" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>`;
  }
  return [0, 1, 2, 3].map((i) => `<ellipse cx="${140 + i * 40}" cy="${150 - i * 28}" rx="70" ry="22" fill="${i % 2 ? p.accent : p.body}" stroke="${p.sky[0]}" stroke-width="4"/>`).join('');
}

function scene(width: number, height: number, p: Palette, kind: Vehicle, id: string): string {
  const scale = Math.min(width / 520, height / 330);
  const vx = (width - 400 * scale) / 2;
  const groundY = height * 0.78;
  const vy = groundY - 190 * scale;
  const hills = `<path d="M0 ${groundY} Q ${width * 0.25} ${groundY - height * 0.25} ${width * 0.5} ${groundY - height * 0.08} T ${width} ${groundY - height * 0.15} V ${height} H 0 z" fill="${p.accent}" opacity="0.12"/>`;
  const dashes = Array.from({ length: 12 }, (_, i) => `<rect x="${(i * width) / 12 + 10}" y="${groundY + (height - groundY) / 2 - 3}" width="${width / 24}" height="6" fill="${p.accent}" opacity="0.6"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-hidden="true">
<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#${id})"/>
<circle cx="${width * 0.82}" cy="${height * 0.22}" r="${Math.min(width, height) * 0.1}" fill="${p.accent}" opacity="0.25"/>
${hills}
<rect y="${groundY}" width="${width}" height="${height - groundY}" fill="${p.ground}"/>${dashes}
<g transform="translate(${vx.toFixed(1)} ${vy.toFixed(1)}) scale(${scale.toFixed(3)})">${vehicle(kind, p)}</g>
</svg>
`;
}

function icon(kind: Vehicle, p: Palette, id: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" aria-hidden="true">
<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>
<circle cx="32" cy="32" r="32" fill="url(#${id})"/>
<g transform="translate(8 18) scale(0.12)">${vehicle(kind, p)}</g>
</svg>
`;
}

/** The calculator's catalogue pictures: a side view on a light ground, 400×240. */
function catalogueVehicle(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="240" viewBox="0 0 400 240" aria-hidden="true">
<rect width="400" height="240" fill="#f2f4f8"/>
${body}
<circle cx="95" cy="170" r="22" fill="#222"/><circle cx="300" cy="170" r="22" fill="#222"/>
<rect x="20" y="192" width="360" height="4" fill="#c5cad6"/>
</svg>
`;
}

const busWindows = [50, 102, 154, 206, 258, 310].map((x) => `<rect x="${x}" y="75" width="40" height="35" rx="4" fill="#cfe3ff"/>`).join('');
const CATALOGUE: Record<string, string> = {
  'vehicle-autobus.svg': catalogueVehicle(`<rect x="30" y="60" width="340" height="100" rx="18" fill="#3a1c71"/>${busWindows}`),
  'vehicle-camion.svg': catalogueVehicle(
    '<rect x="40" y="80" width="100" height="80" rx="10" fill="#3a1c71"/><rect x="58" y="94" width="55" height="32" rx="4" fill="#cfe3ff"/><rect x="145" y="50" width="200" height="110" rx="6" fill="#8aa0c8"/>',
  ),
  'vehicle-tractocamion.svg': catalogueVehicle(
    '<rect x="40" y="70" width="110" height="90" rx="10" fill="#3a1c71"/><rect x="60" y="85" width="60" height="35" rx="4" fill="#cfe3ff"/><rect x="155" y="60" width="210" height="100" rx="6" fill="#5b6b8c"/>',
  ),
};

const files: Record<string, string> = { ...CATALOGUE };
const [blue, sunset, green, amber] = PALETTES as [Palette, Palette, Palette, Palette];

([['truck', blue], ['bus', sunset], ['fleet', green]] as const).forEach(([kind, p], i) => {
  files[`banner-${i + 1}-desktop.svg`] = scene(1600, 640, p, kind, `b${i}d`);
  files[`banner-${i + 1}-mobile.svg`] = scene(750, 900, p, kind, `b${i}m`);
});
([['credito', 'coins', blue], ['arrendamiento-puro', 'truck', green], ['arrendamiento-financiero', 'bus', sunset], ['flexibility', 'fleet', amber], ['seguros', 'shield', blue]] as const).forEach(
  ([name, kind, p], i) => {
    files[`icon-${name}.svg`] = icon(kind, p, `i${i}`);
  },
);
([['truck', amber], ['bus', blue], ['truck', sunset], ['bus', green]] as const).forEach(([kind, p], i) => {
  files[`promo-${i + 1}.svg`] = scene(600, 800, p, kind, `p${i}`);
});
([['cumbre', 'truck', blue], ['horizonte', 'bus', sunset], ['seguros', 'shield', green], ['financial', 'coins', amber]] as const).forEach(
  ([name, kind, p], i) => {
    files[`brand-${name}.svg`] = scene(800, 600, p, kind, `m${i}`);
  },
);
([['fleet', green], ['bus', blue], ['truck', amber], ['shield', sunset]] as const).forEach(([kind, p], i) => {
  files[`news-${i + 1}.svg`] = scene(800, 500, p, kind, `n${i}`);
});

/**
 * Icons are drawn at 64 px and shown at up to 64 CSS px: three device pixels per CSS pixel. The
 * other pictures keep their drawn size, two device pixels per CSS pixel on a phone; a wide desktop
 * screen at 2× shows the banner softer than the SVG was (decision 0021).
 */
const ICON_SCALE = 3;
/** Lossy WebP at this quality keeps the flat shapes' edges and gradients clean (checked by eye). */
const WEBP_QUALITY = 0.86;

/**
 * Drops the ICC profile Chromium's encoder embeds (456 bytes per picture): it is plain sRGB, what
 * a browser assumes for a picture without one. RIFF chunks: 'VP8X' (flags), 'ICCP', 'ALPH', 'VP8 '.
 */
function withoutColorProfile(webp: Buffer): Buffer {
  if (webp.toString('latin1', 0, 4) !== 'RIFF' || webp.toString('latin1', 8, 12) !== 'WEBP') throw new Error('No es un archivo WebP.');
  const chunks: Buffer[] = [];
  for (let offset = 12; offset < webp.length; ) {
    const size = webp.readUInt32LE(offset + 4);
    const end = offset + 8 + size + (size % 2);
    if (end > webp.length) throw new Error('WebP truncado.');
    const chunk = Buffer.from(webp.subarray(offset, end));
    const type = chunk.toString('latin1', 0, 4);
    if (type === 'VP8X') chunk[8] = chunk[8]! & ~0x20; // the "has an ICC profile" flag
    if (type !== 'ICCP') chunks.push(chunk);
    offset = end;
  }
  const body = Buffer.concat(chunks);
  const header = Buffer.from('RIFF\0\0\0\0WEBP', 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  return Buffer.concat([header, body]);
}

// Runs in the page. A string, because the API's TypeScript has no DOM types to check it against.
const DRAW_AS_WEBP = `async ({ svg, scale, quality }) => {
  const image = new Image();
  image.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(svg);
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth * scale;
  canvas.height = image.naturalHeight * scale;
  canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/webp', quality);
}`;

/** Draws each SVG on a canvas in Chromium and returns the canvas as WebP bytes. */
async function rasterize(pictures: Record<string, string>): Promise<Record<string, Buffer>> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage();
    const out: Record<string, Buffer> = {};
    for (const [name, svg] of Object.entries(pictures)) {
      const scale = name.startsWith('icon-') ? ICON_SCALE : 1;
      const dataUrl: string = await page.evaluate(`(${DRAW_AS_WEBP})(${JSON.stringify({ svg, scale, quality: WEBP_QUALITY })})`);
      if (!dataUrl.startsWith('data:image/webp;base64,')) throw new Error(`Chromium no codificó ${name} como WebP.`);
      out[name.replace(/\.svg$/, '.webp')] = withoutColorProfile(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
    }
    return out;
  } finally {
    await browser.close();
  }
}

const pictures = await rasterize(files);
mkdirSync(OUT, { recursive: true });
for (const [name, bytes] of Object.entries(pictures)) writeFileSync(join(OUT, name), bytes);
console.log(`${Object.keys(pictures).length} imágenes en ${OUT}`);
