import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router-dom';
import { object, string } from 'yup';
import type { Profile } from '../../../../contract/auth';
import { CrudForm } from '../../../components/form/CrudForm';
import { FormActions } from '../../../components/form/FormActions';
import { TextField } from '../../../components/form/TextField';
import { ConfirmModal } from '../../../components/ui/ConfirmModal';
import type { ApiFailure } from '../../../lib/apiErrors';

export interface BillingContactValues {
  email: string;
  phone: string;
}

// The bounds of contract/billing.ts BillingContactBody.
const schema = object({
  email: string()
    .trim()
    .required('Enter the email bills go to.')
    .email('Enter an email address.')
    .max(254, 'Use at most 254 characters.'),
  phone: string()
    .trim()
    .max(40, 'Use at most 40 characters.')
    .matches(/^[0-9+() .-]*$/, 'Use digits, spaces and + ( ) . - only.'),
});

interface BillingCardProps {
  user: Profile;
  /** Organisation admins set the organisation's contact; a channel admin's is the channel's. */
  editable: boolean;
  saving: boolean;
  error: string | null;
  onSave: (contact: BillingContactValues) => Promise<ApiFailure | null>;
  onRemove: () => Promise<boolean>;
}

/** The profile's billingInfo and the link to where payments are managed (stripePortal). */
function PaymentsLink({ href }: { href: string }) {
  const label = (
    <>
      <i className="bi bi-credit-card me-2" aria-hidden="true" />
      Manage payments
    </>
  );
  return href.startsWith('/') ? (
    <Link to={href} className="btn btn-outline-primary btn-sm">
      {label}
    </Link>
  ) : (
    <a href={href} className="btn btn-outline-primary btn-sm" target="_blank" rel="noreferrer">
      {label}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

export function BillingCard({ user, editable, saving, error, onSave, onRemove }: BillingCardProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const contact = user.billingInfo;
  const showForm = editable && (editing || !contact);
  return (
    <Card as="section" className="shadow-sm mb-4" aria-labelledby="billing-title">
      <Card.Header className="bg-body py-3 d-flex flex-wrap gap-2 align-items-center">
        <h2 id="billing-title" className="h5 mb-0 me-auto">
          Billing
        </h2>
        {user.stripePortal && <PaymentsLink href={user.stripePortal} />}
      </Card.Header>
      <Card.Body>
        {contact && !showForm && (
          <div className="d-flex flex-wrap gap-3 align-items-start">
            <dl className="mb-0 me-auto">
              <dt className="small text-body-secondary fw-normal">Bills and receipts go to</dt>
              <dd className="mb-0">
                {contact.email}
                {contact.phone && <span className="text-body-secondary"> · {contact.phone}</span>}
              </dd>
            </dl>
            {editable && (
              <div className="d-flex gap-2">
                <Button variant="outline-secondary" size="sm" onClick={() => setEditing(true)}>
                  Change
                </Button>
                <Button variant="outline-danger" size="sm" onClick={() => setConfirming(true)}>
                  Remove
                </Button>
              </div>
            )}
          </div>
        )}
        {!contact && !editable && (
          <p className="mb-0 text-body-secondary">No billing contact is set for this channel.</p>
        )}
        {showForm && (
          <CrudForm
            initialValues={{ email: contact?.email ?? '', phone: contact?.phone ?? '' }}
            validationSchema={schema}
            label="Billing contact"
            onSubmit={async (values) => {
              const failure = await onSave({
                email: values.email.trim(),
                phone: values.phone.trim(),
              });
              if (!failure) setEditing(false);
              return failure;
            }}
          >
            {({ dirty }) => (
              <>
                <p className="text-body-secondary small">
                  Who receives the organisation&rsquo;s bills and receipts.
                </p>
                <Row xs={1} md={2}>
                  <Col>
                    <TextField
                      name="email"
                      label="Billing email"
                      type="email"
                      autoComplete="email"
                    />
                  </Col>
                  <Col>
                    <TextField name="phone" label="Billing phone" type="tel" autoComplete="tel" />
                  </Col>
                </Row>
                <div className="d-flex flex-wrap gap-2 align-items-center">
                  <FormActions
                    submitLabel="Save billing contact"
                    pending={saving}
                    disabled={!dirty}
                  />
                  {contact && (
                    <Button variant="link" onClick={() => setEditing(false)}>
                      Cancel
                    </Button>
                  )}
                </div>
              </>
            )}
          </CrudForm>
        )}
      </Card.Body>
      <ConfirmModal
        show={confirming}
        title="Remove the billing contact?"
        confirmLabel="Remove"
        busy={saving}
        error={confirming ? error : null}
        onConfirm={() =>
          void onRemove().then((removed) => {
            if (removed) setConfirming(false);
          })
        }
        onCancel={() => setConfirming(false)}
      >
        <p className="mb-0">
          Bills will no longer name {contact?.email ?? 'anyone'} until a new contact is set.
        </p>
      </ConfirmModal>
    </Card>
  );
}
