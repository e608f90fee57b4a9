import { existsSync } from 'node:fs';

/** Reads .env into process.env when there is one; variables already set win. */
export function loadEnvFile(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}
