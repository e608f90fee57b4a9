import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable, Transform } from 'node:stream';
import { assertKey, type ObjectStore } from './objectStore';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404);

/**
 * The first `count` bytes of `source`, which is closed once they are through; piped, so a slow
 * reader holds the source back (constant memory).
 */
function firstBytes(source: Readable, count: number): Readable {
  let left = count;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (left <= 0) return callback();
      const part = chunk.subarray(0, left);
      left -= part.length;
      callback(null, part);
      if (left <= 0) {
        this.push(null);
        source.unpipe(this);
        source.destroy();
      }
    },
  });
  source.once('error', (error) => limit.destroy(error));
  return source.pipe(limit);
}

/** Parts of 8 MB, two in flight: an upload holds at most about 16 MB whatever its size. */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 2;

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, Ceph, s3rver in tests). Path-style
 * addressing, so a bucket name needs no DNS of its own. Uploads go as multipart uploads of fixed
 * parts (`@aws-sdk/lib-storage`), so a file of any size streams through in constant memory; a
 * failed one is aborted and leaves nothing.
 */
export function createS3Store(settings: S3Settings): ObjectStore & { client: S3Client } {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
  });
  const Bucket = settings.bucket;

  async function head(key: string) {
    assertKey(key);
    try {
      const answer = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    kind: 's3',
    client,

    async put(key, body, contentType) {
      assertKey(key);
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      // A body that fails (a client gone, a limit hit) must stop the upload, not leave it waiting.
      const failed = new Promise<never>((_resolve, reject) => {
        body.once('error', (error) => {
          void upload.abort().catch(() => undefined);
          reject(error);
        });
      });
      failed.catch(() => undefined);
      await Promise.race([upload.done(), failed]);
      const stored = await head(key);
      if (!stored) throw new Error(`object ${key} missing after its upload`);
      return stored;
    },

    async read(key, range) {
      assertKey(key);
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        const stream = answer.Body;
        if (!(stream instanceof Readable))
          throw new Error('S3 answered a body that is not a stream');
        // Some S3 servers read "bytes=0-0" as "from 0 on": never hand out more than was asked.
        const wanted = range ? range.end - range.start + 1 : null;
        return wanted !== null && (answer.ContentLength ?? wanted) > wanted
          ? firstBytes(stream, wanted)
          : stream;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    head,

    async delete(key) {
      assertKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
