import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { columnsOf } from './userImportColumns';
import { readUpload } from './userImportCsv';
import { readRow, type ImportRow } from './userImportRows';

/** The upload's summary, with the rows it handed on and the sizes of its batches. */
async function read(text: string | Buffer, maxRows = 1_000_000) {
  const rows: ImportRow[] = [];
  const batches: number[] = [];
  const onRows = (batch: ImportRow[]) => {
    rows.push(...batch);
    batches.push(batch.length);
    return Promise.resolve();
  };
  const parsed = await readUpload(Readable.from([Buffer.from(text)]), onRows, maxRows);
  return { ...parsed, rows, batches };
}

describe('import columns', () => {
  it('maps known names in any spelling and keeps other names as custom fields', () => {
    expect(columnsOf(['Email', 'First name', 'last_name', 'Member ID', 'Local', ''])).toEqual([
      { kind: 'field', field: 'email' },
      { kind: 'field', field: 'firstname' },
      { kind: 'field', field: 'lastname' },
      { kind: 'field', field: 'userid' },
      { kind: 'custom', name: 'Local' },
      { kind: 'ignored' },
    ]);
  });

  it('maps the language column, as the export names it', () => {
    expect(columnsOf(['Email', 'Language'])[1]).toEqual({ kind: 'field', field: 'language' });
  });

  it("ignores the export's descriptive columns, so an exported file imports as it is", () => {
    const columns = columnsOf(['Email', 'Status', 'Groups', 'Custom fields', 'Date created']);
    expect(columns.slice(1).every((column) => column.kind === 'ignored')).toBe(true);
  });

  it('refuses a header without email and phone, or with a name twice', () => {
    expect(() => columnsOf(['firstname', 'lastname'])).toThrow(/email or a phone/);
    expect(() => columnsOf(['email', 'E-mail'])).toThrow(/twice/);
    expect(() => columnsOf(['email', 'Local', 'LOCAL'])).toThrow(/twice/);
  });
});

describe('import rows', () => {
  const columns = columnsOf(['email', 'phone', 'platform', 'firstname', 'Local']);

  it('trims, lower-cases the email and strips phone separators', () => {
    expect(
      readRow(columns, [' Ann@Example.COM ', '+1 (555) 010-2030', 'iOS', 'Ann', '12'], 4),
    ).toEqual({
      row: expect.objectContaining({
        line: 4,
        email: 'ann@example.com',
        phone: '+15550102030',
        platform: 'ios',
        firstName: 'Ann',
        lastName: '',
        customFields: { Local: '12' },
      }) as unknown,
    });
  });

  it('reports every problem of a row with its line and field', () => {
    const result = readRow(columns, ['not-an-email', '12', 'blackberry', 'x'.repeat(101), ''], 7);
    expect(result).toEqual({
      errors: [
        { line: 7, field: 'firstname', message: 'is over 100 characters' },
        { line: 7, field: 'email', message: 'is not an email address' },
        { line: 7, field: 'phone', message: 'is not a phone number' },
        { line: 7, field: 'platform', message: 'must be one of ios, android, web' },
      ],
    });
  });

  it('needs an email or a phone, and no cells past the header', () => {
    expect(readRow(columns, ['', '', '', 'Ann', ''], 2)).toEqual({
      errors: [{ line: 2, field: 'email', message: 'an email or a phone number is required' }],
    });
    expect(readRow(columns, ['a@b.co', '', '', '', '', 'extra'], 3)).toEqual({
      errors: [{ line: 3, field: 'row', message: 'has 6 cells; the header has 5 columns' }],
    });
  });

  it('reads a language in any case as its listed tag, and reports an unlisted one', () => {
    const withLanguage = columnsOf(['email', 'Language']);
    expect(readRow(withLanguage, ['a@b.co', 'pt-br'], 2)).toEqual({
      row: expect.objectContaining({ language: 'pt-BR' }) as unknown,
    });
    expect(readRow(withLanguage, ['a@b.co', ''], 3)).toEqual({
      row: expect.objectContaining({ language: null }) as unknown,
    });
    expect(readRow(columns, ['a@b.co', '', '', '', ''], 4)).toEqual({
      row: expect.objectContaining({ language: null }) as unknown,
    });
    expect(readRow(withLanguage, ['a@b.co', 'Elvish'], 5)).toEqual({
      errors: [
        {
          line: 5,
          field: 'language',
          message: expect.stringMatching(
            /^is not a listed language: use one of en, es, /,
          ) as unknown,
        },
      ],
    });
  });

  it('takes off the quote our export puts before formula-like cells', () => {
    const result = readRow(columns, ['a@b.co', "'+15550102030", '', "'=x", ''], 2);
    expect(result).toEqual({
      row: expect.objectContaining({ phone: '+15550102030', firstName: '=x' }) as unknown,
    });
  });
});

describe('reading an upload', () => {
  it('counts lines from the header, through quoted line breaks and blank lines', async () => {
    const parsed = await read(
      '\uFEFFemail,firstname\r\nann@example.com,"Ann\nMarie"\r\n\r\nbad,Bob\r\n,,\r\n,Cy\r\n',
    );
    expect(parsed.dataRows).toBe(3);
    expect(parsed.validRows).toBe(1);
    expect(parsed.rows.map((row) => [row.line, row.firstName])).toEqual([[2, 'Ann\nMarie']]);
    expect(parsed.errors).toEqual([
      { line: 5, field: 'email', message: 'is not an email address' },
      { line: 7, field: 'email', message: 'an email or a phone number is required' },
    ]);
  });

  it('hands the checked rows on in batches of 5,000, in file order, the rest at the end', async () => {
    const lines = Array.from({ length: 12_001 }, (_, i) => (i === 7 ? 'bad' : `m${i}@example.com`));
    const parsed = await read(['email', ...lines].join('\n'));
    expect(parsed.batches).toEqual([5000, 5000, 2000]);
    expect(parsed.validRows).toBe(12_000);
    expect(parsed.rows.map((row) => row.line)).toEqual(
      Array.from({ length: 12_001 }, (_, i) => i + 2).filter((line) => line !== 9),
    );
  });

  it('reads the next batch while one is handed on, never handing on two at once', async () => {
    const lines = Array.from({ length: 14_000 }, (_, i) => `m${i}@example.com`);
    let linesPulled = 0;
    function* fileLines() {
      for (const line of ['email', ...lines]) {
        linesPulled += 1;
        yield Buffer.from(`${line}\n`);
      }
    }
    const events: string[] = [];
    const pulledWhileHanding: number[] = [];
    let handing = 0;
    let most = 0;
    const onRows = async (batch: ImportRow[]) => {
      handing += 1;
      most = Math.max(most, handing);
      events.push(`start ${batch[0]?.line ?? 0}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      pulledWhileHanding.push(linesPulled);
      events.push(`end ${batch[0]?.line ?? 0}`);
      handing -= 1;
    };
    const parsed = await readUpload(Readable.from(fileLines()), onRows, 1_000_000);
    expect(most).toBe(1);
    // While the first batch was handed on, the file was read on up to the second one.
    expect(pulledWhileHanding[0]).toBeGreaterThan(10_000);
    // Every batch was handed on, in order, and the last had finished when the read answered.
    expect(events).toEqual([
      'start 2',
      'end 2',
      'start 5002',
      'end 5002',
      'start 10002',
      'end 10002',
    ]);
    expect(parsed.validRows).toBe(14_000);
  });

  it("fails with a batch's failure, and on a reading error waits for the batch in flight", async () => {
    const lines = Array.from({ length: 12_000 }, (_, i) => `m${i}@example.com`);
    const file = ['email', ...lines].join('\n');
    let calls = 0;
    const failing = (): Promise<void> => {
      calls += 1;
      return Promise.reject(new Error('the database went away'));
    };
    await expect(
      readUpload(Readable.from([Buffer.from(file)]), failing, 1_000_000),
    ).rejects.toThrow('the database went away');
    expect(calls).toBe(1);

    let started = 0;
    let finished = false;
    const slow = async () => {
      started += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      finished = true;
    };
    // The quote left open is found at the end, well after the first batch was handed on.
    const broken = `${['email', ...lines].join('\n')}\n"unterminated\n`;
    const error: unknown = await readUpload(Readable.from([Buffer.from(broken)]), slow, 1_000_000)
      .then(() => null)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(started).toBe(2);
    expect(finished).toBe(true);
  });

  it('refuses binary files, broken CSV and empty files', async () => {
    const refused = async (text: string | Buffer) => {
      const error: unknown = await read(text).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      return error instanceof AppError ? error.message : '';
    };
    expect(await refused(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).toMatch(
      /not a CSV file/,
    );
    expect(await refused('email\r\n"unterminated\r\n')).toMatch(/not valid CSV/);
    expect(await refused('')).toMatch(/empty/);
    const error: unknown = await read('email\na@b.co\nc@d.co\ne@f.co', 2).catch((e: unknown) => e);
    expect(error).toMatchObject({
      message: 'The file has more than 2 rows; split it into smaller files.',
    });
  });

  it('flags text that was not saved as UTF-8', async () => {
    const latin1 = Buffer.concat([
      Buffer.from('email,firstname\r\na@b.co,Ren'),
      Buffer.from([0xe9]),
    ]);
    const parsed = await read(latin1);
    expect(parsed.errors).toEqual([
      { line: 2, field: 'firstname', message: 'is not UTF-8 text: save the file as CSV UTF-8' },
    ]);
  });
});
