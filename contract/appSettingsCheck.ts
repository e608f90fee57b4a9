import { Value } from '@sinclair/typebox/value';
import { SETTING_SCHEMAS, type SettingName } from './appSettings';

export interface SettingProblem {
  /** The value's field, as a dotted path ('modules.2.id'); '' for the value as a whole. */
  field: string;
  message: string;
}

const fieldOf = (path: string) => path.replace(/^\//, '').replaceAll('/', '.');

/**
 * Checks a setting's value against its schema, then against the rules a schema cannot say
 * (nothing listed twice). The API refuses a value with problems; the console shows them.
 */
export function checkSetting(name: SettingName, value: unknown): SettingProblem[] {
  const schema = SETTING_SCHEMAS[name];
  const problems: SettingProblem[] = [];
  const seen = new Set<string>();
  for (const error of Value.Errors(schema, value)) {
    const field = fieldOf(error.path);
    // A union reports each branch; the first message of a field is the one to show.
    if (seen.has(field)) continue;
    seen.add(field);
    problems.push({ field, message: error.message });
  }
  if (problems.length > 0) return problems;
  return duplicates(name, value);
}

function duplicatesIn(items: readonly string[], field: (index: number) => string) {
  const seen = new Set<string>();
  const problems: SettingProblem[] = [];
  items.forEach((item, index) => {
    const key = item.trim().toLowerCase();
    if (seen.has(key)) problems.push({ field: field(index), message: 'is listed twice' });
    seen.add(key);
  });
  return problems;
}

function duplicates(name: SettingName, value: unknown): SettingProblem[] {
  if (name === 'home-screen-layout' && Value.Check(SETTING_SCHEMAS[name], value)) {
    return duplicatesIn(
      value.modules.map((m) => m.id),
      (i) => `modules.${i}.id`,
    );
  }
  if (name === 'social-media' && Value.Check(SETTING_SCHEMAS[name], value)) {
    return duplicatesIn(
      value.links.map((l) => l.network),
      (i) => `links.${i}.network`,
    );
  }
  if (name === 'tags' && Value.Check(SETTING_SCHEMAS[name], value)) {
    return duplicatesIn(value.tags, (i) => `tags.${i}`);
  }
  if (name === 'custom-fields' && Value.Check(SETTING_SCHEMAS[name], value)) {
    return duplicatesIn(
      value.fields.map((f) => f.key),
      (i) => `fields.${i}.key`,
    );
  }
  if (name === 'auto-phone-number' && Value.Check(SETTING_SCHEMAS[name], value)) {
    return duplicatesIn(
      value.numbers.map((n) => n.phone),
      (i) => `numbers.${i}.phone`,
    );
  }
  return [];
}

/** Tags as the app keeps them: trimmed, and an empty one is never added (SPEC.md section 5). */
export function addTag(tags: readonly string[], typed: string): string[] {
  const tag = typed.trim();
  if (tag === '' || tags.some((t) => t.toLowerCase() === tag.toLowerCase())) return [...tags];
  return [...tags, tag];
}

/** JSON with its object keys sorted: jsonb keeps keys in its own order, so compare this way. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}
