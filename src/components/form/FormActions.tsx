import { Link } from 'react-router-dom';
import { SubmitButton } from './SubmitButton';

interface FormActionsProps {
  /** The submit button's words, and its words while the form is sent. */
  submitLabel: string;
  pendingLabel?: string;
  pending: boolean;
  /** Where Cancel leads (the list); no Cancel without it. */
  cancelTo?: string;
  /** For a form with nothing to send yet, such as unchanged values. */
  disabled?: boolean;
}

/** A form's last row: Cancel back to the list, and the submit button. */
export function FormActions({
  submitLabel,
  pendingLabel = 'Saving…',
  pending,
  cancelTo,
  disabled = false,
}: FormActionsProps) {
  return (
    <div className="d-flex justify-content-end gap-2">
      {cancelTo && (
        <Link to={cancelTo} className="btn btn-outline-secondary">
          Cancel
        </Link>
      )}
      <SubmitButton
        loading={pending}
        label={submitLabel}
        loadingLabel={pendingLabel}
        fullWidth={false}
        disabled={disabled}
      />
    </div>
  );
}
