import type { Template } from 'liquidjs';
import type { MergeFieldName } from '../../../contract/mergeFields';
import { hasMergeSyntax } from './check';
import { htmlEngine, textEngine } from './engine';
import { templateSource } from './source';

/** What one member's merge fields read. */
export type MergeValues = Record<MergeFieldName, string> & { custom: Record<string, string> };

/** A text ready to render for each member: parsed once, rendered per recipient. */
export type RenderTemplate = (values: MergeValues) => string;

const asIs: (text: string) => RenderTemplate = (text) => () => text;

/**
 * Compiles a message text checked at compose. `text` renders values as they are (SMS, push,
 * titles); `html` escapes each value for the HTML body it lands in. A member's value is data,
 * never read as Liquid: `{{7*7}}` as a first name arrives as `{{7*7}}`. A text that can no
 * longer be parsed (it was stored before merge fields existed) is sent as written.
 */
export function compileTemplate(text: string, kind: 'text' | 'html'): RenderTemplate {
  if (!hasMergeSyntax(text)) return asIs(text);
  const engine = kind === 'html' ? htmlEngine : textEngine;
  let parsed: Template[];
  try {
    parsed = engine.parse(templateSource(text, kind));
  } catch {
    return asIs(text);
  }
  return (values) => {
    try {
      return String(engine.renderSync(parsed, values));
    } catch {
      return text;
    }
  };
}
