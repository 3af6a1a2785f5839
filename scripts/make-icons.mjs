// Renders the home-screen icons of the web app manifests from the favicon (run after changing it):
// 192 and 512 px as drawn, and a maskable 512 px whose mark sits inside the safe circle launchers crop to.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const publicDir = new URL('../apps/web/public/', import.meta.url);
const favicon = readFileSync(new URL('favicon.svg', publicDir), 'utf8');
// Maskable: no rounded corners (the launcher shapes the icon) and the mark scaled to 60% around the centre.
const maskable = favicon
  .replace('rx="14"', 'rx="0"')
  .replace('<path ', '<path transform="translate(12.8 12.8) scale(0.6)" ');

for (const size of [192, 512]) {
  await sharp(Buffer.from(favicon), { density: 72 * (size / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(new URL(`icon-${size}.png`, publicDir).pathname);
}
await sharp(Buffer.from(maskable), { density: 72 * 8 })
  .resize(512, 512)
  .png({ compressionLevel: 9 })
  .toFile(new URL('icon-maskable-512.png', publicDir).pathname);
