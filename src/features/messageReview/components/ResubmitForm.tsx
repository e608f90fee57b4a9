import { useFormikContext } from 'formik';
import { languageName } from '../../../../contract/languages';
import type { MessageDetail } from '../../../../contract/messages';
import { CrudForm } from '../../../components/form/CrudForm';
import { FormActions } from '../../../components/form/FormActions';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import type { ApiFailure } from '../../../lib/apiErrors';
import { resubmitSchema, resubmitValuesOf, type ResubmitValues } from './reviewForms';

function TextFields({ prefix, language }: { prefix: string; language: string }) {
  const name = languageName(language);
  return (
    <fieldset className="mb-3">
      <legend className="h6 fw-semibold">{name}</legend>
      <TextField name={`${prefix}title`} label={`Title (${name})`} />
      <TextAreaField name={`${prefix}push_message`} label={`Push text (${name})`} rows={2} />
      <TextAreaField
        name={`${prefix}message`}
        label={`Message page, HTML (${name})`}
        rows={6}
        help="The page members open from the push or the text; the API keeps only safe HTML."
      />
    </fieldset>
  );
}

function VersionFields({ defaultLanguage }: { defaultLanguage: string }) {
  const { values } = useFormikContext<ResubmitValues>();
  return (
    <>
      <TextFields prefix="" language={defaultLanguage} />
      {values.variants.map((variant, index) => (
        <TextFields
          key={variant.language}
          prefix={`variants.${index}.`}
          language={variant.language}
        />
      ))}
    </>
  );
}

interface ResubmitFormProps {
  message: MessageDetail;
  defaultLanguage: string;
  pending: boolean;
  onSubmit: (values: ResubmitValues) => Promise<ApiFailure | null | void>;
}

/** The sender's edit of a returned message, in every language it has; it goes back for approval. */
export function ResubmitForm({ message, defaultLanguage, pending, onSubmit }: ResubmitFormProps) {
  return (
    <CrudForm
      initialValues={resubmitValuesOf(message)}
      validationSchema={resubmitSchema}
      label="Edit and resubmit"
      onSubmit={onSubmit}
    >
      <VersionFields defaultLanguage={defaultLanguage} />
      <FormActions
        submitLabel="Resubmit for approval"
        pendingLabel="Resubmitting…"
        pending={pending}
      />
    </CrudForm>
  );
}
