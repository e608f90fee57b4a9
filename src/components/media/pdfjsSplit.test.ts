import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** A static import (or re-export) of pdf.js that would put it in the importing page's chunk. */
const STATIC_PDFJS =
  /^\s*(?:(?:import|export)\s+(?!type\b)[^;]*?from\s+|import\s+)['"]pdfjs-dist[^'"]*['"]/m;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('pdf.js', () => {
  it('is imported only dynamically (media/pdfjs.ts), so it never joins a page chunk', () => {
    const files = sourceFiles(SRC);
    const staticImports = files
      .filter((file) => STATIC_PDFJS.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file));
    expect(staticImports).toEqual([]);

    const loader = readFileSync(path.join(SRC, 'components/media/pdfjs.ts'), 'utf8');
    expect(loader).toContain("import('pdfjs-dist')");
  });

  it('the check sees a static import', () => {
    expect(STATIC_PDFJS.test("import { getDocument } from 'pdfjs-dist';")).toBe(true);
    expect(STATIC_PDFJS.test("import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';")).toBe(
      true,
    );
    expect(STATIC_PDFJS.test("import 'pdfjs-dist/web/pdf_viewer.css';")).toBe(true);
    expect(STATIC_PDFJS.test("import type { PDFDocumentProxy } from 'pdfjs-dist';")).toBe(false);
  });
});
