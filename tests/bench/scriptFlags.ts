import { readFileSync } from 'node:fs';

/**
 * The `--` flags a package.json script hands to node (or tsx), so a bench starts its process as
 * that script does and measures what is deployed.
 */
export function scriptNodeFlags(script: string): string[] {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
    scripts: Record<string, string>;
  };
  return (scripts[script] ?? '').split(' ').filter((word) => word.startsWith('--'));
}
