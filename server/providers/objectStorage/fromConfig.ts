import { join } from 'node:path';
import type { Config } from '../../config';
import { createFolderStore } from './folderStore';
import type { ObjectStore } from './objectStore';
import { createS3Store } from './s3Store';

/** S3-compatible storage when S3_* are set; otherwise the folder DATA_DIR/uploads. */
export function createObjectStore(config: Config): ObjectStore {
  const s3 = config.uploads.s3;
  return s3 ? createS3Store(s3) : createFolderStore(join(config.dataDir, 'uploads'));
}
