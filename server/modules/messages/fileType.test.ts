import { describe, expect, it } from 'vitest';
import { messageFileType, safeFileName } from './fileType';

const text = (s: string) => Buffer.from(s, 'utf8');

describe('messageFileType', () => {
  it('knows HTML by its start, after a BOM, blanks or comments', () => {
    expect(messageFileType('a.html', text('<!DOCTYPE html><html></html>'))).toBe('text/html');
    expect(messageFileType('a.htm', text('\uFEFF  <!-- x -->\n<html lang="en">'))).toBe(
      'text/html',
    );
    expect(messageFileType('A.HTML', text('<body>hi</body>'))).toBe('text/html');
  });

  it('knows PDF by its header', () => {
    expect(messageFileType('a.pdf', text('%PDF-1.7\n...'))).toBe('application/pdf');
  });

  it('refuses content and name that disagree, binary, plain text and other names', () => {
    const refused = [
      ['a.pdf', text('<html></html>')],
      ['a.html', text('%PDF-1.7')],
      ['a.html', Buffer.from([0x3c, 0x68, 0x74, 0x6d, 0x6c, 0x3e, 0x00])],
      ['a.html', text('hello <html>')],
      ['a.exe', text('%PDF-1.7')],
      ['noextension', text('%PDF-1.7')],
      ['a.svg', text('<svg onload="x()"></svg>')],
    ] as const;
    for (const [name, content] of refused)
      expect(() => messageFileType(name, content)).toThrow(
        expect.objectContaining({ code: 'error_file_type' }),
      );
  });
});

describe('safeFileName', () => {
  it('keeps the base name without control characters or quotes', () => {
    expect(safeFileName('C:\\Users\\me\\report.pdf')).toBe('report.pdf');
    expect(safeFileName('../../etc/pa"ss\u0000wd.html')).toBe('passwd.html');
    expect(safeFileName('')).toBe('file');
    expect(safeFileName('x'.repeat(300))).toHaveLength(200);
  });
});
