import { FormDialog } from '../../../components/ui/FormDialog';
import { TextAreaField } from '../../../components/form/TextAreaField';
import type { ApiFailure } from '../../../lib/apiErrors';
import {
  approveSchema,
  COMMENT_MAX,
  NO_COMMENT,
  sendBackSchema,
  type CommentValues,
} from './reviewForms';

interface DecisionDialogProps {
  show: boolean;
  saving: boolean;
  onClose: () => void;
  onSubmit: (values: CommentValues) => Promise<ApiFailure | null | void>;
}

/** Approving lets the message go: sent now, or scheduled as its sender chose. */
export function ApproveDialog({ show, saving, onClose, onSubmit }: DecisionDialogProps) {
  return (
    <FormDialog
      show={show}
      title="Approve this message?"
      saving={saving}
      onClose={onClose}
      initialValues={NO_COMMENT}
      validationSchema={approveSchema}
      label="Approval"
      onSubmit={onSubmit}
      submitLabel="Approve"
      pendingLabel="Approving…"
      centered
    >
      <p>It goes out as its sender chose: now, or at its scheduled time.</p>
      <TextAreaField
        name="comment"
        label="Comment (optional)"
        maxLength={COMMENT_MAX}
        help="The sender sees it beside your approval."
      />
    </FormDialog>
  );
}

/** Sending back returns the message to its sender, with what to change. */
export function SendBackDialog({ show, saving, onClose, onSubmit }: DecisionDialogProps) {
  return (
    <FormDialog
      show={show}
      title="Send this message back?"
      saving={saving}
      onClose={onClose}
      initialValues={NO_COMMENT}
      validationSchema={sendBackSchema}
      label="Send back"
      onSubmit={onSubmit}
      submitLabel="Send back"
      pendingLabel="Sending back…"
      centered
    >
      <p>Nothing is sent. Its sender can edit it and submit it again.</p>
      <TextAreaField
        name="comment"
        label="What should change?"
        maxLength={COMMENT_MAX}
        help="Required: the sender reads it before editing."
      />
    </FormDialog>
  );
}
