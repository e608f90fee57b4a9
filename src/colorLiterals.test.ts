import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.dirname(fileURLToPath(import.meta.url));
/** A hex, rgb() or hsl() colour written out. */
const COLOUR_LITERAL = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(/i;
/** Where screens are built; index.css defines the palette and lib/ computes branding colours. */
const SCREEN_FOLDERS = ['app', 'components', 'features', 'routes'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(css|tsx?)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('colours', () => {
  it('come from CSS variables on every screen, never from a colour literal', () => {
    const offending = SCREEN_FOLDERS.flatMap((folder) => sourceFiles(path.join(SRC, folder)))
      .filter((file) => COLOUR_LITERAL.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file));

    expect(offending).toEqual([]);
  });
});
