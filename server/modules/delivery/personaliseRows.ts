import { compileTemplate, hasMergeSyntax, type RenderTemplate } from '../../lib/mergeTemplate';
import type { TakenRow } from './dispatchRowsRepository';
import { mergeValuesOf } from './mergeValuesRepository';
import type { Executor } from './sqlRowsRepository';

/**
 * Renders the merge fields of taken rows for their recipients, just before they go to the
 * provider: the fan-out stays one statement writing the message's text, and a personal message
 * costs the dispatcher one read per batch and a render per row. Plain rows pass untouched; a
 * batch shares one parsed template per distinct text.
 */
export async function personaliseRows(db: Executor, rows: TakenRow[]): Promise<TakenRow[]> {
  const personal = rows.filter((row) => hasMergeSyntax(row.title) || hasMergeSyntax(row.body));
  if (personal.length === 0) return rows;
  const values = await mergeValuesOf(
    db,
    personal.map((row) => row.receiptId),
  );
  const compiled = new Map<string, RenderTemplate>();
  const render = (text: string) => {
    let template = compiled.get(text);
    if (!template) {
      template = compileTemplate(text, 'text');
      compiled.set(text, template);
    }
    return template;
  };
  return rows.map((row) => {
    const member = values.get(row.receiptId);
    if (!member) return row;
    return { ...row, title: render(row.title)(member), body: render(row.body)(member) };
  });
}
