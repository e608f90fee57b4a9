import { FieldArray, type FormikHelpers } from 'formik';
import Button from 'react-bootstrap/Button';
import { array, object, string } from 'yup';
import { LANGUAGES } from '../../../../contract/languages';
import { CrudForm } from '../../../components/form/CrudForm';
import { FormActions } from '../../../components/form/FormActions';
import { SelectField } from '../../../components/form/SelectField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { RichPushFields } from '../../../components/richPush/RichPushFields';
import { richPushRules, type RichPushValues } from '../../../components/richPush/richPushForm';
import type { ApiFailure } from '../../../lib/apiErrors';
import { languageName } from './languageNames';

export interface TemplateTextsValues {
  title: string;
  push_message: string;
  message: string;
}

export interface TemplateValues extends TemplateTextsValues, RichPushValues {
  name: string;
  variants: (TemplateTextsValues & { language: string })[];
}

// The bounds of contract/messageTemplates.ts MessageTemplateBody.
const texts = {
  title: string().max(200, 'Use at most 200 characters.'),
  push_message: string().max(500, 'Use at most 500 characters.'),
  message: string().max(100_000, 'The body is too long.'),
};
const schema = object({
  name: string()
    .trim()
    .required('Give the template a name.')
    .max(100, 'Use at most 100 characters.'),
  ...texts,
  variants: array(object({ language: string().required('Choose a language.'), ...texts })),
  ...richPushRules,
});

const MERGE_HELP =
  'Merge fields such as {{ firstname | default: "member" }} are filled in per member.';

interface TemplateFormProps {
  initialValues: TemplateValues;
  /** The organisation's default language: the template's own texts', never a variant's. */
  defaultLanguage: string | null;
  submitLabel: string;
  saving: boolean;
  onSubmit: (
    values: TemplateValues,
    helpers: FormikHelpers<TemplateValues>,
  ) => Promise<ApiFailure | null | void>;
}

/** The three texts of the template or of one of its variants, under `prefix`. */
function TextFields({ prefix, language }: { prefix: string; language: string | null }) {
  const suffix = language ? ` (${languageName(language)})` : '';
  return (
    <>
      <TextField name={`${prefix}title`} label={`Title${suffix}`} maxLength={200} />
      <TextAreaField
        name={`${prefix}push_message`}
        label={`Push text${suffix}`}
        rows={3}
        maxLength={500}
        help={prefix ? undefined : `Also sent as the SMS. ${MERGE_HELP}`}
      />
      <TextAreaField
        name={`${prefix}message`}
        label={`HTML body${suffix}`}
        rows={prefix ? 4 : 6}
        help={prefix ? undefined : 'HTML; only safe tags are kept.'}
      />
    </>
  );
}

export function TemplateForm({
  initialValues,
  defaultLanguage,
  submitLabel,
  saving,
  onSubmit,
}: TemplateFormProps) {
  const others = LANGUAGES.filter((language) => language.code !== defaultLanguage);
  return (
    <CrudForm
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={onSubmit}
      label="Template details"
    >
      {({ values }) => (
        <>
          <TextField name="name" label="Name" maxLength={100} autoFocus />
          <TextFields prefix="" language={defaultLanguage} />
          <FieldArray name="variants">
            {(variants) => {
              const used = new Set(values.variants.map((variant) => variant.language));
              const free = others.filter((language) => !used.has(language.code));
              return (
                <section className="template-languages mb-4" aria-labelledby="template-languages">
                  <div className="d-flex align-items-center gap-2 mb-2">
                    <h2 id="template-languages" className="h6 mb-0 me-auto">
                      Languages
                    </h2>
                    <Button
                      variant="outline-primary"
                      size="sm"
                      disabled={free.length === 0}
                      onClick={() =>
                        variants.push({
                          language: free[0]?.code ?? '',
                          title: '',
                          push_message: '',
                          message: '',
                        })
                      }
                    >
                      <i className="bi bi-plus-lg me-1" aria-hidden="true" />
                      Add a language
                    </Button>
                  </div>
                  {values.variants.length === 0 && (
                    <p className="small text-body-secondary mb-0">
                      Members whose language has no version get the texts above.
                    </p>
                  )}
                  {values.variants.map((variant, index) => (
                    <fieldset key={index} className="template-variant border rounded p-3 mb-3">
                      <legend className="visually-hidden">
                        {languageName(variant.language)} version
                      </legend>
                      <div className="d-flex align-items-end gap-2">
                        <div className="flex-grow-1">
                          <SelectField
                            name={`variants.${index}.language`}
                            label="Language"
                            options={others
                              .filter(
                                (language) =>
                                  language.code === variant.language || !used.has(language.code),
                              )
                              .map((language) => ({ value: language.code, label: language.name }))}
                          />
                        </div>
                        <Button
                          variant="outline-danger"
                          size="sm"
                          className="mb-3 text-nowrap"
                          onClick={() => variants.remove(index)}
                          aria-label={`Remove ${languageName(variant.language)}`}
                        >
                          <i className="bi bi-trash me-1" aria-hidden="true" />
                          Remove
                        </Button>
                      </div>
                      <TextFields prefix={`variants.${index}.`} language={variant.language} />
                    </fieldset>
                  ))}
                </section>
              );
            }}
          </FieldArray>
          <section className="template-rich-push mb-4" aria-labelledby="template-rich-push">
            <h2 id="template-rich-push" className="h6 mb-2">
              Image and buttons
            </h2>
            <p className="small text-body-secondary">
              Compose takes them with the texts; they go with the push in every language.
            </p>
            <RichPushFields />
          </section>
          <FormActions submitLabel={submitLabel} pending={saving} cancelTo="/messages/templates" />
        </>
      )}
    </CrudForm>
  );
}
