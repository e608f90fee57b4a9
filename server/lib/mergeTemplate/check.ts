import { Output, Tag, type Template } from 'liquidjs';
import { CUSTOM_FIELDS_OBJECT, MERGE_FIELDS, MERGE_FILTERS } from '../../../contract/mergeFields';
import { textEngine } from './engine';
import { templateSource } from './source';

/** What is wrong with a template, for compose to name. */
export type TemplateProblem =
  | { problem: 'syntax'; detail: string }
  | { problem: 'tag' }
  | { problem: 'filter'; filter: string }
  | { problem: 'unknown_field'; field: string };

const BUILT_IN: ReadonlySet<string> = new Set(MERGE_FIELDS.map((field) => field.name));
const FILTERS: ReadonlySet<string> = new Set(MERGE_FILTERS);

/** Whether text holds anything Liquid would read: plain text is rendered as it is. */
export const hasMergeSyntax = (text: string): boolean => /\{\{|\{%/.test(text);

function parse(text: string): Template[] | { problem: 'syntax'; detail: string } {
  try {
    return textEngine.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? (error.message.split('\n')[0] ?? '') : '';
    return { problem: 'syntax', detail };
  }
}

/** The field a variable path names as written: `firstname`, `custom.Local`. */
function fieldOf(segments: readonly unknown[]): string {
  const [head, name] = segments;
  if (head === CUSTOM_FIELDS_OBJECT && typeof name === 'string') return `custom.${name}`;
  return segments.map(String).join('.');
}

function knownField(segments: readonly unknown[], customFields: ReadonlySet<string>): boolean {
  const [head, name, ...rest] = segments;
  if (rest.length > 0) return false;
  if (head === CUSTOM_FIELDS_OBJECT) return typeof name === 'string' && customFields.has(name);
  return name === undefined && typeof head === 'string' && BUILT_IN.has(head);
}

/**
 * The first problem of a message text, or null when every merge field in it exists: the built-in
 * fields, and the custom fields the organisation's members carry. `html`: the text is an HTML
 * body, whose quotes inside `{{ }}` the sanitiser stored as entities.
 */
export function checkTemplate(
  text: string,
  customFields: ReadonlySet<string>,
  kind: 'text' | 'html' = 'text',
): TemplateProblem | null {
  if (!hasMergeSyntax(text)) return null;
  const parsed = parse(templateSource(text, kind));
  if (!Array.isArray(parsed)) return parsed;
  for (const part of parsed) {
    if (part instanceof Tag) return { problem: 'tag' };
    if (part instanceof Output) {
      const refused = part.value.filters.find((filter) => !FILTERS.has(filter.name));
      if (refused) return { problem: 'filter', filter: refused.name };
    }
  }
  for (const segments of textEngine.globalVariableSegmentsSync(parsed)) {
    if (!knownField(segments, customFields))
      return { problem: 'unknown_field', field: fieldOf(segments) };
  }
  return null;
}
