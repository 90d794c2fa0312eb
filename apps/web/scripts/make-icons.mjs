// Renders the app's install icons (public/icons) from src/assets/logo.svg with sharp (the API's,
// hoisted): run it again after the logo changes (`node scripts/make-icons.mjs`). The maskable
// icon keeps the mark inside the safe zone (the middle 80%) on a full amber square, as Android
// crops it to a shape.
import { mkdirSync, readFileSync } from "node:fs";
import sharp from "sharp";

const logo = readFileSync(new URL("../src/assets/logo.svg", import.meta.url));
const out = new URL("../public/icons/", import.meta.url);
mkdirSync(out, { recursive: true });

const maskable = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#f59e0b"/>` +
    `<g transform="translate(6.4 6.4) scale(0.8)"><path d="M42 22.5a13 13 0 1 0 0 19" fill="none" stroke="#1c1917" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="44" cy="32" r="4" fill="#1c1917"/></g></svg>`,
);

const icons = [
  ["icon-192.png", logo, 192],
  ["icon-512.png", logo, 512],
  ["maskable-512.png", maskable, 512],
  ["apple-touch-icon.png", maskable, 180],
  ["favicon-32.png", logo, 32],
];
for (const [name, svg, size] of icons) {
  await sharp(svg, { density: 72 * (size / 64) * 1.5 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(new URL(name, out).pathname);
}
console.log(`make-icons: ${icons.length} icons in public/icons`);
