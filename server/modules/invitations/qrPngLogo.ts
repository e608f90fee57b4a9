import { PNG } from 'pngjs';

/**
 * Draws a PNG logo, on a white rounded square, in the middle of a PNG QR code: `share` of its
 * width, the logo scaled to fit with its proportions kept (bilinear, alpha blended). A logo that
 * is not a readable PNG leaves the code as it is.
 */
export function withPngLogo(qr: Buffer, logo: Buffer, share: number): Buffer {
  let mark: PNG;
  try {
    mark = PNG.sync.read(logo);
  } catch {
    return qr;
  }
  const code = PNG.sync.read(qr);
  const box = Math.round(code.width * share);
  const left = Math.round((code.width - box) / 2);
  const top = Math.round((code.height - box) / 2);
  const radius = Math.round(box * 0.08);
  const pad = radius;
  fillRoundedSquare(code, left, top, box, radius);
  const inner = box - 2 * pad;
  const scale = Math.min(inner / mark.width, inner / mark.height);
  const width = Math.max(1, Math.round(mark.width * scale));
  const height = Math.max(1, Math.round(mark.height * scale));
  const x0 = left + pad + Math.round((inner - width) / 2);
  const y0 = top + pad + Math.round((inner - height) / 2);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const [r, g, b, a] = sample(mark, (x + 0.5) / scale - 0.5, (y + 0.5) / scale - 0.5);
      blend(code, x0 + x, y0 + y, r, g, b, a / 255);
    }
  }
  return PNG.sync.write(code);
}

function fillRoundedSquare(png: PNG, left: number, top: number, size: number, radius: number) {
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const dx = Math.max(radius - x, x - (size - 1 - radius), 0);
      const dy = Math.max(radius - y, y - (size - 1 - radius), 0);
      if (dx * dx + dy * dy <= radius * radius) blend(png, left + x, top + y, 255, 255, 255, 1);
    }
  }
}

function blend(png: PNG, x: number, y: number, r: number, g: number, b: number, alpha: number) {
  const at = (y * png.width + x) * 4;
  const keep = 1 - alpha;
  png.data[at] = Math.round(r * alpha + (png.data[at] ?? 0) * keep);
  png.data[at + 1] = Math.round(g * alpha + (png.data[at + 1] ?? 0) * keep);
  png.data[at + 2] = Math.round(b * alpha + (png.data[at + 2] ?? 0) * keep);
  png.data[at + 3] = 255;
}

/** The source colour at a fractional position, bilinear between its four neighbours. */
function sample(png: PNG, fx: number, fy: number): [number, number, number, number] {
  const x = Math.min(Math.max(fx, 0), png.width - 1);
  const y = Math.min(Math.max(fy, 0), png.height - 1);
  const x1 = Math.floor(x);
  const y1 = Math.floor(y);
  const x2 = Math.min(x1 + 1, png.width - 1);
  const y2 = Math.min(y1 + 1, png.height - 1);
  const tx = x - x1;
  const ty = y - y1;
  const out: [number, number, number, number] = [0, 0, 0, 0];
  for (let c = 0; c < 4; c += 1) {
    const at = (px: number, py: number) => png.data[(py * png.width + px) * 4 + c] ?? 0;
    const top = at(x1, y1) * (1 - tx) + at(x2, y1) * tx;
    const bottom = at(x1, y2) * (1 - tx) + at(x2, y2) * tx;
    out[c] = top * (1 - ty) + bottom * ty;
  }
  return out;
}
