/**
 * Draws the installed app's icons (decision 162) from the favicon's mark (public/favicon.svg):
 *
 *   npx tsx scripts/app-icons.ts
 *
 * - public/icons/icon-192.png, icon-512.png: the favicon as it is (rounded corners), `any`;
 * - public/icons/icon-maskable-512.png: full-bleed brand colour, the sofa inside the safe zone
 *   (the middle 80 %, which every mask keeps), `maskable`;
 * - public/apple-touch-icon.png, 180 px: full-bleed (iOS rounds the corners itself and would
 *   fill transparent ones with black).
 *
 * The files are committed; run this again after changing the favicon.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const favicon = readFileSync(path.join(root, 'public/favicon.svg'), 'utf8');
const colour = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1];
const glyph = /<path[^>]*\/>/.exec(favicon)?.[0];
if (!colour || !glyph) throw new Error('public/favicon.svg: no background rect or sofa path');

/** The mark on a full square, the sofa centred (its box is y 13–24) and scaled about the middle. */
function fullBleed(scale: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${colour}"/><g transform="translate(16 16) scale(${scale}) translate(-16 -18.5)">${glyph}</g></svg>`;
}

async function draw(svg: string, size: number, file: string): Promise<void> {
  const out = path.join(root, file);
  mkdirSync(path.dirname(out), { recursive: true });
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(out);
  console.warn(`wrote ${file} (${size}×${size})`);
}

await draw(favicon, 192, 'public/icons/icon-192.png');
await draw(favicon, 512, 'public/icons/icon-512.png');
await draw(fullBleed(0.8), 512, 'public/icons/icon-maskable-512.png');
await draw(fullBleed(1), 180, 'public/apple-touch-icon.png');
