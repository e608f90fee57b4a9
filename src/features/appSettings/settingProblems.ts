import { setIn, type FormikErrors } from 'formik';
import type { SettingName } from '../../../contract/appSettings';
import { checkSetting, type SettingProblem } from '../../../contract/appSettingsCheck';

const RULES: [RegExp, (match: RegExpMatchArray) => string][] = [
  [/match '\^#/, () => 'Use a colour as # followed by six hex digits.'],
  [/match '\^https/, () => 'Use an address that starts with https://.'],
  [/match '\^\\\+/, () => 'Use the international form, like +15550142.'],
  [/match '\^\[a-z\]/, () => 'Use lower-case letters, digits and _, starting with a letter.'],
  [/match '\\S'|length greater or equal to 1/, () => 'Enter a value.'],
  [/length less or equal to (\d+)/, (m) => `Use at most ${m[1]} characters.`],
  [/greater or equal to (\d+)/, (m) => `Use ${m[1]} or more.`],
  [/less or equal to (\d+)/, (m) => `Use ${m[1]} or less.`],
  [/Expected (integer|number)/, () => 'Enter a whole number.'],
  [/listed twice/, () => 'This is listed twice.'],
];

/** The check's wording (TypeBox's) as an admin reads it under a field. */
export function friendlyMessage(message: string): string {
  for (const [pattern, word] of RULES) {
    const match = message.match(pattern);
    if (match) return word(match);
  }
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** Problems as Formik's nested errors ('links.0.url' under values.links[0].url). */
export function formikErrorsOf<Values extends object>(
  problems: readonly SettingProblem[],
): FormikErrors<Values> {
  let errors: FormikErrors<Values> = {};
  for (const problem of problems) {
    if (!problem.field) continue;
    errors = setIn(errors, problem.field, friendlyMessage(problem.message)) as FormikErrors<Values>;
  }
  return errors;
}

/** Formik's `validate`: the same check the API runs before it stores a value. */
export const validatorOf =
  (name: SettingName) =>
  <Values extends object>(values: Values): FormikErrors<Values> =>
    formikErrorsOf<Values>(checkSetting(name, values));

/**
 * What the preview shows while a value is edited: each top-level field of the edited value that
 * keeps the setting valid, over the saved draft's. A half-typed colour leaves the last good one.
 */
export function previewValue(name: SettingName, draft: unknown, edited: unknown): unknown {
  if (checkSetting(name, edited).length === 0) return edited;
  if (typeof draft !== 'object' || draft === null || typeof edited !== 'object' || edited === null)
    return draft;
  let merged: Record<string, unknown> = { ...(draft as Record<string, unknown>) };
  for (const [key, value] of Object.entries(edited as Record<string, unknown>)) {
    const candidate = { ...merged, [key]: value };
    if (checkSetting(name, candidate).length === 0) merged = candidate;
  }
  return merged;
}
