import sharp from 'sharp';
import { handWrittenPdf, pdfSafe } from '../lib/hand-written-pdf.js';

/**
 * A small, valid one-page PDF showing `lines`, written by hand: the demo's certificates and IDs
 * go through the same upload checks and sanitiser as a nanny's scans.
 */
export function demoPdf(lines: readonly string[]): Buffer {
  const content = lines
    .map(
      (line, i) => `BT /F1 ${i === 0 ? 20 : 12} Tf 40 ${200 - i * 28} Td (${pdfSafe(line)}) Tj ET`,
    )
    .join('\n');
  return handWrittenPdf(content, 420, 260);
}

const BACKGROUNDS = ['#cfe8dc', '#f4dcc2', '#d6dcf5', '#f3d1dc', '#e4e9c4', '#d2ecf0'];
const SKIN = ['#8d5524', '#c68642', '#e0ac69', '#f1c27d', '#ffdbac', '#5c3a1e'];
const HAIR = ['#2b1a10', '#4a2c17', '#a55728', '#1c1c1c', '#d6b370', '#6d4c41'];
const SHIRTS = ['#3a7d44', '#2f5d9e', '#9e2f5d', '#c77d1a', '#5d3a9e', '#1a8c8c'];

/** A friendly head-and-shoulders portrait (shapes only, no fonts needed), as a PNG. */
export function demoPortrait(seed: number, size = 320): Promise<Buffer> {
  const pick = (list: readonly string[], salt: number) => list[(seed * 7 + salt) % list.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <rect width="100" height="100" fill="${pick(BACKGROUNDS, 0)}"/>
  <ellipse cx="50" cy="98" rx="34" ry="26" fill="${pick(SHIRTS, 3)}"/>
  <ellipse cx="50" cy="40" rx="21" ry="23" fill="${pick(HAIR, 5)}"/>
  <circle cx="50" cy="45" r="17" fill="${pick(SKIN, 1)}"/>
  <circle cx="44" cy="44" r="1.8" fill="#222"/><circle cx="56" cy="44" r="1.8" fill="#222"/>
  <path d="M43 52 Q50 58 57 52" stroke="#7a3b2e" stroke-width="1.6" fill="none"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
