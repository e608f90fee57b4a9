import type { FormikHelpers } from 'formik';
import type { ApiFailure } from '../../lib/apiErrors';

/** What a form keeps in Formik's status: the failure no field owns, for FormAlert. */
export interface FormStatus {
  formError?: string;
}

export interface ServerErrorOptions {
  /** Server codes that belong to one field: { error_group_name_already_exist: 'name' }. */
  codeFields?: Readonly<Record<string, string>>;
}

/**
 * Shows a failed submit where the admin will fix it: each field a 400 validation_error names
 * (`details: [{ field, message }]`) that the form has gets its message under it, as does a
 * field a code belongs to; anything else becomes the form's alert.
 */
export function showServerError<Values extends object>(
  failure: ApiFailure,
  values: Values,
  helpers: Pick<FormikHelpers<Values>, 'setFieldError' | 'setFieldTouched' | 'setStatus'>,
  { codeFields = {} }: ServerErrorOptions = {},
): void {
  const owns = (field: string) => Object.hasOwn(values, field.split('.')[0] ?? field);
  const fieldErrors = failure.details.filter((issue) => owns(issue.field));
  const codeField = failure.code ? codeFields[failure.code] : undefined;
  if (codeField && owns(codeField))
    fieldErrors.push({ field: codeField, message: failure.message });

  for (const { field, message } of fieldErrors) {
    void helpers.setFieldTouched(field, true, false);
    helpers.setFieldError(field, message);
  }
  const status: FormStatus = fieldErrors.length > 0 ? {} : { formError: failure.message };
  helpers.setStatus(status);
}
