import { extname } from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import { ErrorResponse, authErrors } from '../../../contract/common';
import {
  UploadDeleteBody,
  UploadDeleteResponse,
  UserImportQuery,
  UserImportResponse,
} from '../../../contract/userImport';
import type { DomainRoutes } from '../../domains';
import { AppError } from '../../lib/errors';
import { scopeOf } from '../../plugins/tenancy';
import { forEachPart } from '../../plugins/uploads';
import { invalidFile } from './userImportColumns';
import { readUpload, type ParsedUpload } from './userImportCsv';
import type { ImportRow } from './userImportRows';
import type { UserImportLimits } from './userImportService';
import { ANY_ADMIN, ORGANISATION_ADMINS } from '../../plugins/routeAccess';

const tags = ['mobileUsers'];

/** What browsers and spreadsheet programs call a CSV file (Windows says Excel for .csv). */
const CSV_TYPES = new Set([
  'text/csv',
  'text/plain',
  'text/x-csv',
  'application/csv',
  'application/x-csv',
  'text/comma-separated-values',
  'application/vnd.ms-excel',
]);
const CSV_EXTENSIONS = new Set(['.csv', '.txt']);

const tooLarge = (maxBytes: number) =>
  new AppError(
    'payload_too_large',
    `The file is over ${maxBytes / 1024 / 1024} MB; split it into smaller files.`,
  );

/** The file's name decides when it has an extension; otherwise the type the browser sent. */
function assertCsv(part: MultipartFile): void {
  const extension = extname(part.filename).toLowerCase();
  const ok = extension ? CSV_EXTENSIONS.has(extension) : CSV_TYPES.has(part.mimetype.toLowerCase());
  if (!ok) throw invalidFile('The file is not a CSV file.');
}

async function readCsvPart(
  part: MultipartFile,
  onRows: (rows: ImportRow[]) => Promise<void>,
  limits: UserImportLimits,
): Promise<ParsedUpload> {
  if (part.fieldname !== 'file') throw invalidFile('Send the CSV file in the form field "file".');
  assertCsv(part);
  try {
    const parsed = await readUpload(part.file, onRows, limits.maxRows);
    // Past the limit the stream just ends early; what was read is not the whole file.
    if (part.file.truncated) throw tooLarge(limits.maxBytes);
    return parsed;
  } catch (error) {
    throw part.file.truncated ? tooLarge(limits.maxBytes) : error;
  }
}

const isTrue = (value: unknown) => value === 'true' || value === '1' || value === true;

export const userImportRoutes: DomainRoutes = (app, { mobileUsers }, done) => {
  const imports = mobileUsers.userImport;
  app.post(
    '/user/upload',
    {
      config: {
        access: { admins: ANY_ADMIN, key: 'userList', orKeys: ['profile'] },
        audit: { ownEntry: 'reads the upload first; a dry run writes nothing' },
      },
      schema: {
        tags,
        summary: 'Import app users from a CSV file (multipart field "file"); dryRun to preview',
        consumes: ['multipart/form-data'],
        querystring: UserImportQuery,
        response: {
          200: UserImportResponse,
          ...authErrors,
          413: ErrorResponse,
          415: ErrorResponse,
        },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      imports.companyFor(scope);
      if (!request.isMultipart()) {
        throw new AppError('unsupported_media_type', 'Send the file as multipart/form-data.');
      }
      let dryRun = request.query.dryRun ?? false;
      let parsed: ParsedUpload | null = null;
      const importId = imports.newImportId();
      try {
        const { limits } = imports;
        await forEachPart(request, { fileSize: limits.maxBytes, files: 1 }, async (part) => {
          if (part.type === 'file') {
            parsed = await readCsvPart(part, (rows) => imports.stage(importId, rows), limits);
          } else if (part.fieldname === 'dryRun') dryRun ||= isTrue(part.value);
        });
        if (!parsed) throw invalidFile('Choose a CSV file to upload (form field "file").');
        const upload: ParsedUpload = parsed;
        const run = () => imports.importStaged(scope, importId, upload, dryRun);
        return {
          success: true as const,
          data: dryRun
            ? await run()
            : await request.audited(run, (result) => ({
                rows: result.rows,
                imported: result.imported ?? 0,
                duplicates: result.duplicateCount,
                errors: result.errorCount,
              })),
        };
      } finally {
        // A failure here must not hide the answer; the worker's pruning deletes what is left.
        await imports.discard(importId).catch((error: unknown) => {
          request.log.warn({ err: error }, "could not delete an import's staged rows");
        });
      }
    },
  );

  app.post(
    '/user/upload/delete',
    {
      config: { access: { admins: ORGANISATION_ADMINS, key: 'userList', orKeys: ['profile'] } },
      schema: {
        tags,
        summary: 'Delete the app users with this member ID (userid) in your scope',
        body: UploadDeleteBody,
        response: { 200: UploadDeleteResponse, ...authErrors },
      },
    },
    async (request) => {
      const deleted = await imports.deleteImported(scopeOf(request), request.body.userid);
      return { success: true as const, data: { deleted } };
    },
  );
  done();
};
