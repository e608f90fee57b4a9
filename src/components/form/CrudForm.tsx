import { Form as FormikForm, Formik, type FormikHelpers, type FormikProps } from 'formik';
import type { ReactNode } from 'react';
import type { Schema } from 'yup';
import type { ApiFailure } from '../../lib/apiErrors';
import { FormAlert } from './FormAlert';
import { showServerError, type ServerErrorOptions } from './serverErrors';

interface CrudFormProps<Values extends object> extends ServerErrorOptions {
  initialValues: Values;
  /** A yup object() schema of the values: its messages show under the fields. */
  validationSchema: Schema;
  /**
   * Sends the values. Resolve with the failure (failureOf(result) of the thunk) to have it shown
   * against the field it names or above the form; resolve with nothing when it went through.
   */
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => Promise<ApiFailure | null | void>;
  /** The form's accessible name: "Group details". */
  label: string;
  /** Takes new initial values (a record that loaded or changed) without a remount. */
  enableReinitialize?: boolean;
  /** The fields and FormActions; a function gets Formik's state (values, dirty…). */
  children: ReactNode | ((formik: FormikProps<Values>) => ReactNode);
}

/**
 * A Formik form with a Yup schema, checked in the browser first; the server's answer to a
 * submit shows under the field it names, or above the form (FormAlert) when no field owns it.
 */
export function CrudForm<Values extends object>({
  initialValues,
  validationSchema,
  onSubmit,
  label,
  enableReinitialize = false,
  codeFields,
  children,
}: CrudFormProps<Values>) {
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus({});
    const failure = await onSubmit(values, helpers);
    if (failure) showServerError(failure, values, helpers, { codeFields });
  };
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={validationSchema}
      enableReinitialize={enableReinitialize}
      onSubmit={submit}
    >
      {(formik) => (
        <FormikForm noValidate aria-label={label}>
          <FormAlert />
          {typeof children === 'function' ? children(formik) : children}
        </FormikForm>
      )}
    </Formik>
  );
}
