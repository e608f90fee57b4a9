import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../server/providers/objectStorage/s3Store';
import { multipartParts } from './multipartParts';

/**
 * A real S3 protocol server (s3rver) on a free port of this machine, with one bucket, for tests
 * of the S3 object store and of resumable uploads' parts (with the two multipart calls s3rver
 * lacks, multipartParts.ts). `stop` closes it and removes its folder.
 */
export async function startS3Server(bucket = 'tidings-test'): Promise<{
  settings: S3Settings;
  stop: () => Promise<void>;
}> {
  const directory = await mkdtemp(join(tmpdir(), 'tidings-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  // First, so they answer before s3rver's router refuses them.
  server.middleware.unshift(multipartParts(directory));
  const { port } = await server.run();
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      // s3rver's own fixed credentials.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
