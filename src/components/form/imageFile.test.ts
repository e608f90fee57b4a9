import { describe, expect, it } from 'vitest';
import { pngFile } from '../../../tests/imageFiles';
import { imageFileProblem } from './imageFile';

const file = (content: BlobPart, name: string) => new File([content], name);

describe('imageFileProblem', () => {
  it('takes PNG, JPEG, WebP, ICO and SVG by their content', async () => {
    const images = [
      pngFile('a.png'),
      file(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]), 'a.jpg'),
      file(new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]), 'a.webp'),
      file(new Uint8Array([0, 0, 1, 0, 1, 0, 16, 16]), 'a.ico'),
      file(
        '<?xml version="1.0"?>\n<!-- logo --><svg xmlns="http://www.w3.org/2000/svg"/>',
        'a.svg',
      ),
    ];
    for (const image of images) expect(await imageFileProblem(image, 'logo')).toBeNull();
  });

  it('refuses what is no image whatever its name, in the API’s words', async () => {
    for (const notImage of [
      file('%PDF-1.7', 'brochure.png'),
      file('<html><svg/></html>', 'page.svg'),
      file(new Uint8Array([0, 0, 1, 0, 0, 0]), 'empty.ico'),
    ])
      expect(await imageFileProblem(notImage, 'logo')).toBe(
        'The logo must be a PNG, JPEG, WebP, ICO or SVG image.',
      );
  });

  it('refuses an image over the size the API takes', async () => {
    expect(await imageFileProblem(pngFile('big.png', 2049), 'favicon', 2048)).toBe(
      'The favicon is 3 KB; it may be up to 2 KB.',
    );
    expect(await imageFileProblem(pngFile('ok.png', 2048), 'favicon', 2048)).toBeNull();
  });
});
