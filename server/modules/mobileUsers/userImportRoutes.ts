import { extname } from 'node:path';
import type { MultipartFile } from '@fastify/multipart';
import { ErrorResponse, authErrors } from '../../../contract/common';
import {
  USER_IMPORT_MAX_BYTES,
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

const tooLarge = () =>
  new AppError(
    'payload_too_large',
    `The file is over ${USER_IMPORT_MAX_BYTES / 1024 / 1024} MB; split it into smaller files.`,
  );

/** The file's name decides when it has an extension; otherwise the type the browser sent. */
function assertCsv(part: MultipartFile): void {
  const extension = extname(part.filename).toLowerCase();
  const ok = extension ? CSV_EXTENSIONS.has(extension) : CSV_TYPES.has(part.mimetype.toLowerCase());
  if (!ok) throw invalidFile('The file is not a CSV file.');
}

async function readCsvPart(part: MultipartFile): Promise<ParsedUpload> {
  if (part.fieldname !== 'file') throw invalidFile('Send the CSV file in the form field "file".');
  assertCsv(part);
  try {
    const parsed = await readUpload(part.file);
    // Past the limit the stream just ends early; what was read is not the whole file.
    if (part.file.truncated) throw tooLarge();
    return parsed;
  } catch (error) {
    throw part.file.truncated ? tooLarge() : error;
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
      await forEachPart(request, { fileSize: USER_IMPORT_MAX_BYTES, files: 1 }, async (part) => {
        if (part.type === 'file') parsed = await readCsvPart(part);
        else if (part.fieldname === 'dryRun') dryRun ||= isTrue(part.value);
      });
      if (!parsed) throw invalidFile('Choose a CSV file to upload (form field "file").');
      const upload: ParsedUpload = parsed;
      const run = () => imports.importUsers(scope, upload, dryRun);
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
