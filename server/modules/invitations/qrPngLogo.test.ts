import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { qrPng } from './qrCode';

/** A plain red square, as an organisation's PNG logo. */
function redLogo(size = 16): Buffer {
  const png = new PNG({ width: size, height: size });
  for (let i = 0; i < size * size; i += 1) png.data.set([220, 20, 60, 255], i * 4);
  return PNG.sync.write(png);
}

const pixel = (png: PNG, x: number, y: number) =>
  Array.from(png.data.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 4));

describe('the PNG QR code', () => {
  const url = 'https://console.test/acme/abc?via=qr';

  it('carries a PNG logo in its middle, on white, and leaves the rest of the code alone', async () => {
    const plain = PNG.sync.read(await qrPng(url));
    const marked = PNG.sync.read(await qrPng(url, { contentType: 'image/png', bytes: redLogo() }));
    const middle = Math.floor(marked.width / 2);
    expect(pixel(marked, middle, middle)).toEqual([220, 20, 60, 255]);
    // Just inside the white square, outside the logo's box.
    const edge = Math.round((marked.width - marked.width * 0.22) / 2) + 3;
    expect(pixel(marked, middle, edge)).toEqual([255, 255, 255, 255]);
    // The finder pattern in the corner is untouched.
    expect(pixel(marked, 60, 60)).toEqual(pixel(plain, 60, 60));
  });

  it('is the plain code for a logo that is not a PNG, or not readable', async () => {
    const plain = await qrPng(url);
    const svgLogo = { contentType: 'image/svg+xml', bytes: Buffer.from('<svg/>') };
    expect((await qrPng(url, svgLogo)).equals(plain)).toBe(true);
    const broken = { contentType: 'image/png', bytes: Buffer.from('not a png') };
    expect((await qrPng(url, broken)).equals(plain)).toBe(true);
  });
});
