import { useEffect } from 'react';
import Card from 'react-bootstrap/Card';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { boolean, mixed, number, object, string } from 'yup';
import type { SequenceBody, SequenceStep } from '../../../../contract/sequences';
import { failureOf } from '../../../state/createApiThunk';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { CrudForm } from '../../../components/form/CrudForm';
import { FormActions } from '../../../components/form/FormActions';
import { NumberField } from '../../../components/form/NumberField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { LoadError } from '../../../components/ui/LoadError';
import { PageLoading } from '../../../components/ui/PageLoading';
import { notify } from '../../../lib/notify';
import { AttachmentField } from '../components/AttachmentField';
import { FormTemplateButton } from '../components/FormTemplateButton';
import { HtmlEditor } from '../components/HtmlEditor';
import { SegmentFormField } from '../components/SegmentFormField';
import '../components/Messages.css';
import { ATTACHMENT_MAX_BYTES } from '../composeForm';
import { selectMessagesFlow, selectSequence, selectUploadProgress } from '../messagesSlice';
import { createSequenceStep, fetchSequence, updateSequenceStep } from '../sequenceThunks';
import { STEP_TEXT_FIELDS, stepTextsOf } from '../templateTexts';

interface StepValues {
  label: string;
  /** '' while the input holds no number. */
  interval: number | '';
  module: string;
  title: string;
  pushMessage: string;
  message: string;
  isActive: boolean;
  /** A saved segment's id: only the followers it holds; '' for every follower. */
  segmentId: string;
  file: File | null;
}

const NEW_STEP: StepValues = {
  label: '',
  interval: 0,
  module: '',
  title: '',
  pushMessage: '',
  message: '',
  isActive: true,
  segmentId: '',
  file: null,
};

// The bounds of contract/messages.ts SequenceBody.
const schema = object({
  label: string().trim().required('Enter a label.').max(100, 'Use at most 100 characters.'),
  interval: number()
    .typeError('Enter a number of days.')
    .required('Enter a number of days.')
    .integer('Use whole days.')
    .min(0, 'Use 0 or more days.')
    .max(3650, 'Use at most 3650 days.'),
  module: string().max(100, 'Use at most 100 characters.'),
  title: string().trim().required('Enter a title.').max(200, 'Use at most 200 characters.'),
  pushMessage: string()
    .trim()
    .required('Enter the push message.')
    .max(500, 'Use at most 500 characters.'),
  message: string().max(100_000, 'The message is too long.'),
  isActive: boolean(),
  file: mixed<File>()
    .nullable()
    .test(
      'file-type',
      'Attach an HTML or PDF file.',
      (file) => !file || /\.(html?|pdf)$/i.test(file.name),
    )
    .test(
      'file-size',
      'The file is over 10 MB.',
      (file) => !file || file.size <= ATTACHMENT_MAX_BYTES,
    ),
});

const valuesOf = (step: SequenceStep): StepValues => ({
  label: step.label,
  interval: step.interval,
  module: step.module,
  title: step.title,
  pushMessage: step.pushMessage,
  message: step.message,
  isActive: step.isActive,
  segmentId: step.segmentId ?? '',
  file: null,
});

const LIST = '/messages/sequence/list';

/**
 * /messages/sequence/create: a new step of the channel's sequence, or with `?edit={id}` a step
 * to change (its attached file stays as it is).
 */
export function SequenceFormPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const editId = params.get('edit');
  const steps = useAppSelector(selectSequence);
  const listFlow = useAppSelector((state) => selectMessagesFlow(state, 'sequence'));
  const flow = useAppSelector((state) => selectMessagesFlow(state, 'saveSequence'));
  const progress = useAppSelector(selectUploadProgress);
  const saving = flow.status === 'loading';
  const editing = editId ? (steps.find((step) => step._id === editId) ?? null) : null;
  const found = editing !== null;

  // The step to edit comes with the channel's list: asked for once per step named, unless the
  // list page left it loaded.
  useEffect(() => {
    if (!editId || found) return;
    const request = dispatch(fetchSequence());
    return () => request.abort();
  }, [dispatch, editId, found]);

  const submit = async (values: StepValues) => {
    const body: SequenceBody = {
      label: values.label.trim(),
      interval: Number(values.interval),
      module: values.module.trim(),
      title: values.title.trim(),
      pushMessage: values.pushMessage.trim(),
      message: values.message,
      isActive: values.isActive,
      ...(values.segmentId && { segmentId: values.segmentId }),
    };
    if (editing) {
      const result = await dispatch(updateSequenceStep({ id: editing._id, body }));
      if (!updateSequenceStep.fulfilled.match(result)) return failureOf(result);
      notify.success(`${body.label} saved.`);
    } else {
      const result = await dispatch(createSequenceStep({ body, file: values.file }));
      if (!createSequenceStep.fulfilled.match(result)) return failureOf(result);
      notify.success(`${body.label} added to the sequence.`);
    }
    void navigate(LIST);
  };

  if (editId && !editing) {
    return (
      <div className="container-fluid py-4">
        {listFlow.status === 'failed' || listFlow.status === 'succeeded' ? (
          <LoadError
            message={
              listFlow.status === 'failed'
                ? listFlow.error
                : 'This step is not in your channel’s sequence any more.'
            }
            onRetry={() => void dispatch(fetchSequence())}
          />
        ) : (
          <PageLoading label="Loading the step…" />
        )}
      </div>
    );
  }

  return (
    <div className="container-fluid py-4">
      <header className="mb-4">
        <h1 className="h3 mb-1">{editing ? `Edit ${editing.label}` : 'New sequence step'}</h1>
        <p className="text-body-secondary mb-0">
          {editing
            ? 'Followers it has reached are not sent it again; a new number of days applies to those it has not reached yet.'
            : 'Sent to each new follower of your channel the given number of days after they join.'}
        </p>
      </header>
      <Card className="shadow-sm narrow-form-card">
        <Card.Body className="p-4">
          <CrudForm
            key={editing?._id ?? 'new'}
            initialValues={editing ? valuesOf(editing) : NEW_STEP}
            validationSchema={schema}
            onSubmit={submit}
            label="Sequence step"
          >
            <div className="compose-grid">
              <TextField name="label" label="Label" maxLength={100} />
              <NumberField
                name="interval"
                label="Days after joining"
                min={0}
                max={3650}
                help="0 sends it on the day they join."
              />
            </div>
            <TextField name="module" label="Module (optional)" maxLength={100} />
            <SegmentFormField
              name="segmentId"
              everyone="Every follower"
              help="A saved segment's members are worked out again each time the step goes out."
            />
            <div className="d-flex justify-content-end mb-2">
              <FormTemplateButton
                fields={STEP_TEXT_FIELDS}
                textsOf={stepTextsOf}
                replaces="the title, push message and rich message"
              />
            </div>
            <TextField name="title" label="Title" maxLength={200} />
            <TextAreaField name="pushMessage" label="Push message" rows={2} maxLength={500} />
            <HtmlEditor
              name="message"
              label="Rich message"
              help="HTML shown when the message is opened. Scripts and unsafe tags are removed."
            />
            <CheckboxField name="isActive" label="Active: send this step to new followers" />
            {editing ? (
              editing.html_file && (
                <p className="small text-body-secondary">
                  Attached: {editing.html_file.name}. To attach another file, add a new step.
                </p>
              )
            ) : (
              <AttachmentField uploading={saving} progress={progress} />
            )}
            <FormActions
              submitLabel={editing ? 'Save step' : 'Add step'}
              pending={saving}
              cancelTo={LIST}
            />
          </CrudForm>
        </Card.Body>
      </Card>
    </div>
  );
}
