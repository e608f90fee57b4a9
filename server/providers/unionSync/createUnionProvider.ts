import type { Config } from '../../config';
import { createFileUnionProvider } from './fileUnionProvider';
import { createHttpUnionProvider } from './httpUnionProvider';
import type { UnionProvider } from './unionProvider';

/** The HTTP adapter when UNION_API_URL is set, else the local files. */
export function createUnionProvider(config: Config): UnionProvider {
  return config.unionApiUrl
    ? createHttpUnionProvider(config.unionApiUrl, config.unionApiToken)
    : createFileUnionProvider(config.unionFileDir);
}
