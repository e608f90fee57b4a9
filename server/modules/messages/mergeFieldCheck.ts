import { MERGE_FILTERS } from '../../../contract/mergeFields';
import type { Database } from '../../db/client';
import { fieldError, type AppError } from '../../lib/errors';
import { checkTemplate, hasMergeSyntax, type TemplateProblem } from '../../lib/mergeTemplate';
import { customFieldNames } from './customFieldsRepository';

/** A message's texts by the field of the form that holds each. */
export interface MessageTexts {
  title: string;
  push_message: string;
  message: string;
}

function problemMessage(problem: TemplateProblem): string {
  switch (problem.problem) {
    case 'unknown_field':
      return `uses the merge field {{ ${problem.field} }}, which members do not have.`;
    case 'filter':
      return `uses the filter "${problem.filter}"; merge fields take only ${MERGE_FILTERS.join(', ')}.`;
    case 'tag':
      return 'may hold merge fields such as {{ firstname }}, but not {% %} tags.';
    case 'syntax':
      return `has a merge field that cannot be read: ${problem.detail}`;
  }
}

const FIELDS = ['title', 'push_message', 'message'] as const;

/** Each text of `texts` whose merge fields are wrong, with what is wrong, in the form's order. */
export function mergeFieldProblems(
  texts: MessageTexts,
  customFields: ReadonlySet<string>,
): { field: keyof MessageTexts; message: string }[] {
  return FIELDS.flatMap((field) => {
    const problem = checkTemplate(
      texts[field],
      customFields,
      field === 'message' ? 'html' : 'text',
    );
    return problem ? [{ field, message: problemMessage(problem) }] : [];
  });
}

/** The first text of `texts` whose merge fields are wrong, as the error compose shows under it. */
export function mergeFieldError(
  texts: MessageTexts,
  customFields: ReadonlySet<string>,
): AppError | null {
  const [first] = mergeFieldProblems(texts, customFields);
  return first ? fieldError(first.field, first.message) : null;
}

/** Refuses a message whose merge fields do not all exist in the organisation. */
export async function checkMergeFields(
  db: Database,
  companyId: string,
  texts: MessageTexts,
): Promise<void> {
  if (!Object.values(texts).some(hasMergeSyntax)) return;
  const error = mergeFieldError(texts, await customFieldNames(db, companyId));
  if (error) throw error;
}
