import { createHash } from "node:crypto";
import sharp from "sharp";
import { escapeHtml } from "./html";

/*
 * The 1200×630 preview image a shared link shows (decision 0096): an SVG of the name, the
 * headline or title and the rate or budget on the app's dark stone with an amber accent, made a
 * PNG by sharp. Its ETag is the SVG's digest, so an unchanged card is answered 304 before sharp
 * draws anything.
 */

export type OgCard = { eyebrow: string; title: string; subtitle: string; figure: string };

/** `text` cut to `length` characters with "…". */
function clip(text: string, length: number): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length <= length ? line : `${line.slice(0, length - 1).trimEnd()}…`;
}

export function ogSvg(card: OgCard): string {
  const text = (value: string, length: number) => escapeHtml(clip(value, length));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="#1c1917"/>
<rect width="24" height="630" fill="#f59e0b"/>
<text x="88" y="120" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="34" font-weight="700" fill="#f59e0b">${text(card.eyebrow, 50)}</text>
<text x="88" y="260" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="68" font-weight="700" fill="#fafaf9">${text(card.title, 30)}</text>
<text x="88" y="340" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="38" fill="#d6d3d1">${text(card.subtitle, 52)}</text>
<text x="88" y="500" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="52" font-weight="700" fill="#fbbf24">${text(card.figure, 36)}</text>
<text x="88" y="570" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="30" fill="#a8a29e">crewlance</text>
</svg>`;
}

export function ogEtag(svg: string): string {
  return `"og-${createHash("sha256").update(svg).digest("base64url").slice(0, 27)}"`;
}

export function ogPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
