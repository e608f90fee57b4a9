import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { S3rverContext } from 's3rver';

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * ListParts and AbortMultipartUpload, the two multipart calls s3rver 3.7 leaves out and
 * `@tus/s3-store` makes (where a resumed upload stands; removing an unfinished one), answered as
 * S3 does from the parts s3rver keeps in its folder (`<bucket>/._S3rver_uploads/<uploadId>/<n>`
 * with `<n>.md5`). Every other call goes on to s3rver.
 */
export function multipartParts(directory: string) {
  return async (ctx: S3rverContext, next: () => Promise<void>): Promise<void> => {
    const uploadId = ctx.query.uploadId;
    const path = /^\/([^/]+)\/(.+)$/.exec(ctx.path);
    if (typeof uploadId !== 'string' || !path || !['GET', 'DELETE'].includes(ctx.method)) {
      return next();
    }
    const [, bucket = '', key = ''] = path;
    const folder = join(directory, bucket, '._S3rver_uploads', uploadId);
    const names = await readdir(folder).catch(() => null);
    if (!names) {
      ctx.status = 404;
      ctx.type = 'application/xml';
      ctx.body = xml(
        '<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>',
      );
      return;
    }
    if (ctx.method === 'DELETE') {
      await rm(folder, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    const after = Number(ctx.query['part-number-marker'] ?? 0);
    const numbers = names
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .filter((number) => number > after)
      .sort((a, b) => a - b);
    const parts = await Promise.all(
      numbers.map(async (number) => {
        const file = join(folder, String(number));
        const [facts, md5] = await Promise.all([stat(file), readFile(`${file}.md5`, 'utf8')]);
        return `<Part><PartNumber>${number}</PartNumber><LastModified>${facts.mtime.toISOString()}</LastModified><ETag>"${md5.trim()}"</ETag><Size>${facts.size}</Size></Part>`;
      }),
    );
    ctx.status = 200;
    ctx.type = 'application/xml';
    ctx.body = xml(
      `<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${escape(bucket)}</Bucket><Key>${escape(decodeURIComponent(key))}</Key><UploadId>${escape(uploadId)}</UploadId><PartNumberMarker>${after}</PartNumberMarker><NextPartNumberMarker>${numbers.at(-1) ?? after}</NextPartNumberMarker><MaxParts>10000</MaxParts><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
    );
  };
}
