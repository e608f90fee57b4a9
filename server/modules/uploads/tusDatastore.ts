import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { S3Settings } from '../../providers/objectStorage/s3Store';

/** An upload left unfinished for a day is removed (Upload-Expires tells the client). */
export const TUS_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** S3's smallest part but the last is 5 MiB; 8 MiB parts match the object store's uploads. */
const S3_PART_SIZE = 8 * 1024 * 1024;

export type TusDatastore = FileStore | S3Store;

const isNotFound = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'status_code' in error &&
  error.status_code === 404;

/**
 * `@tus/s3-store` removes an upload by aborting its multipart upload first, and S3 answers
 * NoSuchUpload for one that completed, so a finished upload's object and `.info` stayed in the
 * bucket. This removes them in that case too.
 */
class TusS3Store extends S3Store {
  override async remove(id: string): Promise<void> {
    try {
      await super.remove(id);
      return;
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
    await this.client.deleteObjects({
      Bucket: this.bucket,
      Delete: { Objects: [{ Key: id }, { Key: this.infoKey(id) }] },
    });
    await this.clearCache(id);
  }
}

/**
 * Where the parts of resumable uploads wait until the last byte is in. With S3 configured, in
 * the bucket (`@tus/s3-store`: a multipart upload per file, its `.info` object and any part
 * under 5 MiB beside it), so any API instance can take the next chunk and no session needs to be
 * sticky; otherwise in DATA_DIR/tus on this machine.
 */
export function createTusDatastore(s3: S3Settings | null, dataDir: string): TusDatastore {
  if (s3) {
    return new TusS3Store({
      partSize: S3_PART_SIZE,
      expirationPeriodInMilliseconds: TUS_EXPIRY_MS,
      s3ClientConfig: {
        bucket: s3.bucket,
        endpoint: s3.endpoint,
        region: s3.region,
        forcePathStyle: true,
        // Checksums only where S3 requires them: the SDK's default sends streamed parts as
        // aws-chunked bodies with checksum trailers, which S3-compatible servers (older MinIO
        // and Ceph, s3rver) store as part of the bytes.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      },
    });
  }
  const directory = join(dataDir, 'tus');
  mkdirSync(directory, { recursive: true });
  return new PreparedFileStore({ directory, expirationPeriodInMilliseconds: TUS_EXPIRY_MS });
}

/**
 * FileStore's constructor makes its directory again with an asynchronous mkdir that throws from
 * its callback: an uncaught exception, which ends the process, when the directory's parent is
 * removed meanwhile (a test's DATA_DIR removed as its app closes, while the thread pool was
 * busy). The directory is made synchronously above, so that second look is left out.
 */
class PreparedFileStore extends FileStore {}
Object.defineProperty(PreparedFileStore.prototype, 'checkOrCreateDirectory', {
  value: () => undefined,
});
