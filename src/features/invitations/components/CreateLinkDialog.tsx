import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import { mixed, number, object, string } from 'yup';
import {
  INVITATION_DEFAULTS,
  INVITATION_LIMITS,
  type InvitationLinkBody,
} from '../../../../contract/invitations';
import { RadioGroupField } from '../../../components/form/ChoiceFields';
import { CrudForm } from '../../../components/form/CrudForm';
import { NumberField } from '../../../components/form/NumberField';
import { SelectField } from '../../../components/form/SelectField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import type { ApiFailure } from '../../../lib/apiErrors';
import type { LinkChannel } from '../invitationsApi';

export interface LinkValues {
  channelID: string;
  validDays: number | '';
  limit: 'none' | 'limited';
  maxUses: number | '';
}

const LIMIT_CHOICES = [
  { value: 'none', label: 'No limit', help: 'Anyone with the link may register until it expires.' },
  {
    value: 'limited',
    label: 'A number of registrations',
    help: 'The link stops working once used up.',
  },
] as const;

const schema = object({
  channelID: string().required('Choose the channel the link invites to.'),
  validDays: number()
    .typeError('Enter a number of days.')
    .required('Enter a number of days.')
    .integer('Enter whole days.')
    .min(1, 'At least one day.')
    .max(INVITATION_LIMITS.maxValidDays, `At most ${INVITATION_LIMITS.maxValidDays} days.`),
  limit: mixed<'none' | 'limited'>().oneOf(['none', 'limited']).required(),
  maxUses: mixed().when('limit', {
    is: 'limited',
    then: () =>
      number()
        .typeError('Enter how many people may register.')
        .required('Enter how many people may register.')
        .integer('Enter a whole number.')
        .min(1, 'At least one.')
        .max(INVITATION_LIMITS.maxUses, `At most ${INVITATION_LIMITS.maxUses}.`),
  }),
});

export const bodyOf = (values: LinkValues): InvitationLinkBody => ({
  channelID: values.channelID,
  validDays: Number(values.validDays),
  maxUses: values.limit === 'limited' ? Number(values.maxUses) : null,
});

interface CreateLinkDialogProps {
  show: boolean;
  /** The channels to choose from; one alone (a channel admin's) is chosen and not asked. */
  channels: readonly LinkChannel[];
  saving: boolean;
  onSubmit: (values: LinkValues) => Promise<ApiFailure | null | void>;
  onClose: () => void;
}

/** Makes an invitation link: for which channel, for how long, for how many people. */
export function CreateLinkDialog({
  show,
  channels,
  saving,
  onSubmit,
  onClose,
}: CreateLinkDialogProps) {
  const titleId = useId();
  const only = channels.length === 1 ? channels[0] : undefined;
  const initial: LinkValues = {
    channelID: only?._id ?? '',
    validDays: INVITATION_DEFAULTS.validDays,
    limit: 'none',
    maxUses: '',
  };
  return (
    <Modal show={show} onHide={() => !saving && onClose()} aria-labelledby={titleId}>
      <Modal.Header closeButton={!saving}>
        <Modal.Title as="h2" className="h5" id={titleId}>
          New invitation link
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <CrudForm<LinkValues>
          initialValues={initial}
          validationSchema={schema}
          label="Invitation link"
          enableReinitialize
          onSubmit={onSubmit}
        >
          {({ values }) => (
            <>
              {only ? (
                <p>
                  Invites to <strong>{only.clientName}</strong>.
                </p>
              ) : (
                <SelectField
                  name="channelID"
                  label="Channel"
                  placeholder="Choose a channel"
                  options={channels.map((c) => ({ value: c._id, label: c.clientName }))}
                  help="Whoever registers through the link becomes an admin of this channel."
                />
              )}
              <NumberField
                name="validDays"
                label="Valid for (days)"
                min={1}
                max={INVITATION_LIMITS.maxValidDays}
                help="30 days unless you choose otherwise."
              />
              <RadioGroupField
                name="limit"
                label="Registrations"
                choices={LIMIT_CHOICES}
                className="mb-3"
              />
              {values.limit === 'limited' && (
                <NumberField
                  name="maxUses"
                  label="How many people may register"
                  min={1}
                  max={INVITATION_LIMITS.maxUses}
                />
              )}
              <div className="d-flex justify-content-end gap-2">
                <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
                  Cancel
                </button>
                <SubmitButton
                  loading={saving}
                  label="Create link"
                  loadingLabel="Creating…"
                  fullWidth={false}
                />
              </div>
            </>
          )}
        </CrudForm>
      </Modal.Body>
    </Modal>
  );
}
