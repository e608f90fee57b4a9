import { useId, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import type { Schema } from 'yup';
import type { ApiFailure } from '../../lib/apiErrors';
import { CrudForm } from '../form/CrudForm';
import { SubmitButton } from '../form/SubmitButton';

interface FormDialogProps<Values extends object> {
  show: boolean;
  /** The heading, which names the dialog: "Edit Stewards", "New role". */
  title: string;
  /** The save is under way: the dialog cannot be closed and the submit button waits. */
  saving: boolean;
  onClose: () => void;
  /** Changes when another record is opened, so the form starts from its values. */
  formKey?: string;
  initialValues: Values;
  validationSchema: Schema;
  /** The server's codes that belong to a field, shown under it. */
  codeFields?: Readonly<Record<string, string>>;
  /** The form's accessible name: "Role details". */
  label: string;
  onSubmit: (values: Values) => Promise<ApiFailure | null | void>;
  submitLabel: string;
  /** What the submit button says while saving. */
  pendingLabel?: string;
  size?: 'lg';
  centered?: boolean;
  /** The body scrolls inside the window: a long form. */
  scrollable?: boolean;
  /** The fields; Cancel and the submit button follow them. */
  children: ReactNode;
}

/**
 * A form in a dialog: the titled window, a CrudForm with its fields, and Cancel beside the
 * submit button. While saving it stays open and only the save's answer closes it.
 */
export function FormDialog<Values extends object>({
  show,
  title,
  saving,
  onClose,
  formKey,
  initialValues,
  validationSchema,
  codeFields,
  label,
  onSubmit,
  submitLabel,
  pendingLabel = 'Saving…',
  size,
  centered,
  scrollable,
  children,
}: FormDialogProps<Values>) {
  const titleId = useId();
  return (
    <Modal
      show={show}
      onHide={() => !saving && onClose()}
      size={size}
      centered={centered}
      scrollable={scrollable}
      aria-labelledby={titleId}
    >
      <Modal.Header closeButton={!saving}>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <CrudForm<Values>
          key={formKey}
          initialValues={initialValues}
          validationSchema={validationSchema}
          codeFields={codeFields}
          label={label}
          onSubmit={onSubmit}
        >
          {children}
          <div className="d-flex justify-content-end gap-2">
            <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
              Cancel
            </button>
            <SubmitButton
              loading={saving}
              label={submitLabel}
              loadingLabel={pendingLabel}
              fullWidth={false}
            />
          </div>
        </CrudForm>
      </Modal.Body>
    </Modal>
  );
}
