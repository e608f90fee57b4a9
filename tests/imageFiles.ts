/** A file whose bytes open as a PNG (its signature, then zeros), of `size` bytes in all. */
export function pngFile(name: string, size = 64): File {
  const bytes = new Uint8Array(Math.max(size, 16));
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], name, { type: 'image/png' });
}
