import { Form as FormikForm, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import type { SettingName } from '../../../../contract/appSettings';
import { failureOf } from '../../../state/createApiThunk';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { FormAlert } from '../../../components/form/FormAlert';
import { showServerError } from '../../../components/form/serverErrors';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { notify } from '../../../lib/notify';
import { selectAppSettingsFlow } from '../appSettingsSlice';
import { saveSetting } from '../appSettingsThunks';
import { validatorOf } from '../settingProblems';

/** Tells the page each edit, so the preview follows the form before anything is saved. */
function EditsSpy({ onEdit }: { onEdit: (values: object) => void }) {
  const { values } = useFormikContext<object>();
  useEffect(() => onEdit(values), [values, onEdit]);
  return null;
}

interface SettingFormProps {
  name: SettingName;
  title: string;
  /** `company`, or the channel whose own value this is. */
  level: string;
  value: object;
  onEdit: (values: object) => void;
  children: ReactNode;
}

/**
 * One setting's form: checked as it is typed by the same check the API runs, saved as the
 * draft (the app sees it once published), with the server's refusal under the field it names.
 */
export function SettingForm({ name, title, level, value, onEdit, children }: SettingFormProps) {
  const dispatch = useAppDispatch();
  const saving = useAppSelector((state) => selectAppSettingsFlow(state, 'save')).status;
  const submit = async (values: object, helpers: FormikHelpers<object>) => {
    helpers.setStatus({});
    const result = await dispatch(saveSetting({ name, level, value: values }));
    const failure = failureOf(result);
    if (failure) {
      const details = failure.details.map((issue) => ({
        ...issue,
        field: issue.field.replace(/^value\.?/, ''),
      }));
      showServerError({ ...failure, details }, values, helpers);
      return;
    }
    if (saveSetting.fulfilled.match(result)) {
      helpers.resetForm({ values: result.payload.value as object });
      notify.success(`${title} saved. Publish to make it live in the app.`);
    }
  };
  return (
    <Formik initialValues={value} validate={validatorOf(name)} enableReinitialize onSubmit={submit}>
      {(formik) => (
        <FormikForm noValidate aria-label={title}>
          <FormAlert />
          <EditsSpy onEdit={onEdit} />
          {children}
          <div className="d-flex flex-wrap gap-2 justify-content-end border-top pt-3 mt-3">
            <Button
              variant="outline-secondary"
              disabled={!formik.dirty || saving === 'loading'}
              onClick={() => formik.resetForm()}
            >
              Undo changes
            </Button>
            <SubmitButton
              loading={saving === 'loading'}
              label="Save draft"
              loadingLabel="Saving…"
              fullWidth={false}
              disabled={!formik.dirty}
            />
          </div>
        </FormikForm>
      )}
    </Formik>
  );
}
