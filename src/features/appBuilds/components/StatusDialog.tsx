import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useFormikContext } from 'formik';
import { mixed, object, string } from 'yup';
import {
  BUILD_STATUS_LABELS,
  NEXT_STATUSES,
  type BuildStatus,
} from '../../../../contract/appBuildRequests';
import { RadioGroupField } from '../../../components/form/ChoiceFields';
import { CrudForm } from '../../../components/form/CrudForm';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextAreaField } from '../../../components/form/TextAreaField';
import type { ApiFailure } from '../../../lib/apiErrors';

export interface StatusValues {
  status: BuildStatus | '';
  reason: string;
}

/** What a status dialog moves: a request's name and where it stands. */
export interface MovableRequest {
  _id: string;
  appName: string;
  status: BuildStatus;
}

const schema = object({
  status: mixed<BuildStatus | ''>().test('chosen', 'Choose the next status.', (value) =>
    Boolean(value),
  ),
  reason: string()
    .max(500, 'Use at most 500 characters.')
    .when('status', {
      is: 'rejected',
      then: (rule) => rule.trim().required('Say why the request is rejected.'),
    }),
});

/** The reason field, shown only for a rejection. */
function ReasonField() {
  const { values } = useFormikContext<StatusValues>();
  if (values.status !== 'rejected') return null;
  return (
    <TextAreaField
      name="reason"
      label="Reason"
      rows={3}
      maxLength={500}
      help="The company sees this beside the request."
    />
  );
}

interface StatusDialogProps {
  request: MovableRequest | null;
  saving: boolean;
  onSubmit: (values: StatusValues) => Promise<ApiFailure | null | void>;
  onClose: () => void;
}

/** The platform admin moves a request on: requested → in progress → submitted → live, or rejects it. */
export function StatusDialog({ request, saving, onSubmit, onClose }: StatusDialogProps) {
  const titleId = useId();
  // The dialog fades out after closing: it keeps showing the request it was opened for.
  const [last, setLast] = useState(request);
  if (request && request !== last) setLast(request);
  const shown = request ?? last;
  const choices = shown
    ? NEXT_STATUSES[shown.status].map((value) => ({ value, label: BUILD_STATUS_LABELS[value] }))
    : [];
  return (
    <Modal
      show={request !== null}
      onHide={() => !saving && onClose()}
      centered
      aria-labelledby={titleId}
    >
      <Modal.Header closeButton={!saving}>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {shown ? `Status of ${shown.appName}` : 'Status'}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {shown && (
          <CrudForm<StatusValues>
            key={shown._id}
            initialValues={{ status: '', reason: '' }}
            validationSchema={schema}
            codeFields={{ error_build_status_transition: 'status' }}
            label="Status change"
            onSubmit={onSubmit}
          >
            <p className="text-body-secondary">
              Now: <strong>{BUILD_STATUS_LABELS[shown.status]}</strong>
            </p>
            <RadioGroupField name="status" label="Move to" choices={choices} />
            <ReasonField />
            <div className="d-flex justify-content-end gap-2">
              <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
                Cancel
              </button>
              <SubmitButton
                loading={saving}
                label="Save status"
                loadingLabel="Saving…"
                fullWidth={false}
              />
            </div>
          </CrudForm>
        )}
      </Modal.Body>
    </Modal>
  );
}
