import { describe, expect, it } from 'vitest';
import { tilePng } from '../db/seed/brandingImages';
import { checkImage, rasterTypeOf, sanitizeSvg } from './images';

const bytes = (...values: number[]) => Buffer.from(values);

describe('rasterTypeOf', () => {
  it('knows PNG, JPEG, WebP and ICO by their first bytes alone', () => {
    expect(rasterTypeOf(tilePng(4, '#336699'))).toBe('image/png');
    expect(rasterTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0))).toBe('image/jpeg');
    expect(rasterTypeOf(Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'latin1'))).toBe(
      'image/webp',
    );
    expect(rasterTypeOf(bytes(0, 0, 1, 0, 1, 0, 16, 16))).toBe('image/x-icon');
  });

  it('refuses what only looks like one: an empty icon directory, a RIFF of another kind, text', () => {
    expect(rasterTypeOf(bytes(0, 0, 1, 0, 0, 0))).toBeNull();
    expect(rasterTypeOf(Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVEfmt ', 'latin1'))).toBeNull();
    expect(rasterTypeOf(Buffer.from('PNG is what this says'))).toBeNull();
  });
});

describe('sanitizeSvg', () => {
  it('keeps the drawing and drops scripts, handlers, foreign content and outside references', () => {
    const out = sanitizeSvg(
      Buffer.from(
        '<!-- made by hand --><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4" onload="x()">' +
          '<style>@import url(https://evil.test/a.css);</style>' +
          '<script>x()</script><foreignObject><iframe src="https://evil.test"/></foreignObject>' +
          '<rect width="4" height="4" style="fill:url(https://evil.test/p)" fill="#123456"/>' +
          '<use href="data:image/svg+xml;base64,AAAA"/><use href="#a"/></svg>',
      ),
    )?.toString();
    expect(out).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#123456"></rect><use></use><use href="#a"></use></svg>',
    );
  });

  it('refuses text whose root is not svg, and binary content', () => {
    expect(sanitizeSvg(Buffer.from('<html><svg></svg></html>'))).toBeNull();
    expect(sanitizeSvg(Buffer.from('<svg\u0000>'))).toBeNull();
    expect(sanitizeSvg(Buffer.from('plain words'))).toBeNull();
  });
});

describe('checkImage', () => {
  it('refuses an image over its limit and anything that is not an image', () => {
    expect(() => checkImage('favicon', tilePng(64, '#000000'), 10)).toThrow(/over/);
    expect(() => checkImage('logo', Buffer.from('%PDF-1.7'), 1000)).toThrow(/PNG, JPEG/);
    expect(checkImage('logo', tilePng(4, '#000000'), 10_000).contentType).toBe('image/png');
  });
});
