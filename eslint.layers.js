/**
 * `layers/no-restricted-paths`: the import zones of eslint.config.js.
 *
 * A zone forbids files under `target` to import anything under `from`, except what `except`
 * names. Paths are relative to `basePath`; each is a directory (everything inside matches) or a
 * glob (minimatch, extglob on). `except` entries are globs, or for a directory `from` paths
 * relative to it (`./users`). Only relative imports are checked: the project's own files never
 * import each other by package name.
 *
 * The rule is local because the published equivalents resolve imports with a native module
 * whose builds for other platforms the lock file would have to list.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve, sep } from 'node:path';
import { minimatch } from 'minimatch';

const EXTENSIONS = ['.ts', '.tsx', '.js', '.json'];

const isGlob = (pattern) => /[*?[\]{}()!@+]/.test(pattern);

function absolute(basePath, pattern) {
  return isAbsolute(pattern) ? pattern : join(basePath, pattern);
}

function inside(path, pattern) {
  if (isGlob(pattern)) return minimatch(path, pattern, { dot: true });
  return path === pattern || path.startsWith(pattern + sep);
}

/** The file a relative specifier names, as the bundler and tsx would find it. */
function resolveImport(fromFile, specifier) {
  const base = resolve(dirname(fromFile), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => base + extension),
    ...EXTENSIONS.map((extension) => join(base, `index${extension}`)),
  ];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile()) ?? base;
}

function compileZones(basePath, zones) {
  return zones.map((zone) => {
    const targets = [zone.target].flat().map((pattern) => absolute(basePath, pattern));
    const froms = [zone.from].flat().map((pattern) => absolute(basePath, pattern));
    const excepts = (zone.except ?? []).flatMap((pattern) =>
      isGlob(pattern) || isAbsolute(pattern)
        ? [absolute(basePath, pattern)]
        : froms.map((from) => resolve(from, pattern)),
    );
    return { targets, froms, excepts, message: zone.message };
  });
}

const noRestrictedPaths = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports inside the layers the project declares' },
    schema: [
      {
        type: 'object',
        properties: { basePath: { type: 'string' }, zones: { type: 'array' } },
        required: ['basePath', 'zones'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { basePath, zones } = context.options[0];
    const file = context.filename;
    const active = compileZones(basePath, zones).filter((zone) =>
      zone.targets.some((target) => inside(file, target)),
    );
    if (active.length === 0) return {};

    function check(node) {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const imported = resolveImport(file, specifier);
      for (const zone of active) {
        const forbidden =
          zone.froms.some((from) => inside(imported, from)) &&
          !zone.excepts.some((except) => inside(imported, except));
        if (forbidden) {
          context.report({
            node: node.source,
            message: `Unexpected path "${specifier}": ${zone.message}`,
          });
          return;
        }
      }
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'no-restricted-paths': noRestrictedPaths } };
