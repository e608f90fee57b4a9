import { crc32, deflateSync } from 'node:zlib';

/**
 * Small generated branding images for the demo organisations and the tests: a PNG favicon (a
 * rounded tile of the brand colour with a lighter square) and an SVG logo (the tile and the
 * organisation's name). No image files are kept in the repository.
 */

function rgbOf(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A square RGBA PNG: the colour as a rounded tile on transparency, a lighter square inside. */
export function tilePng(size: number, hex: string): Buffer {
  const [r, g, b] = rgbOf(hex);
  const light = [r, g, b].map((c) => Math.round(c + (255 - c) * 0.7));
  const radius = size * 0.2;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      const dx = Math.max(radius - x, x - (size - 1 - radius), 0);
      const dy = Math.max(radius - y, y - (size - 1 - radius), 0);
      const inside = dx * dx + dy * dy <= radius * radius;
      const inner = x >= size * 0.3 && x < size * 0.7 && y >= size * 0.3 && y < size * 0.7;
      const [pr, pg, pb] = inner ? light : [r, g, b];
      row.set([pr ?? 0, pg ?? 0, pb ?? 0, inside ? 255 : 0], 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A wide SVG logo: the tile and the organisation's short name in dark ink. */
export function wordmarkSvg(name: string, hex: string): Buffer {
  const short = escapeXml(name.split(' ').slice(0, 2).join(' '));
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 40" width="200" height="40">` +
      `<rect x="2" y="4" width="32" height="32" rx="7" fill="${hex}"/>` +
      `<rect x="12" y="14" width="12" height="12" rx="2" fill="#ffffff" fill-opacity="0.7"/>` +
      `<text x="42" y="27" font-family="system-ui, sans-serif" font-size="17" font-weight="600" fill="#1f2937">${short}</text>` +
      `</svg>`,
    'utf8',
  );
}
