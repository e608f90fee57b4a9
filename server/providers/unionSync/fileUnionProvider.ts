import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseMembers, type UnionProvider } from './unionProvider';

/**
 * The default source: `<dir>/<companyID>.json`, an array of members. A company without a file
 * has no union members. The repository ships sample files for the demo companies.
 */
export function createFileUnionProvider(dir: string): UnionProvider {
  return {
    kind: 'file',
    describe: (companyID) => `Member file ${companyID}.json`,
    async listMembers(companyID) {
      if (!/^[\w-]+$/.test(companyID)) return [];
      try {
        return parseMembers(JSON.parse(await readFile(join(dir, `${companyID}.json`), 'utf8')));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },
  };
}
