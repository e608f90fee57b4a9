import Button from 'react-bootstrap/Button';
import type { MobileUser } from '../../../../contract/mobileUsers';
import Modal from 'react-bootstrap/Modal';
import { useAppDispatch } from '../../../state/hooks';
import { failureOf } from '../../../state/createApiThunk';
import { CrudForm } from '../../../components/form/CrudForm';
import { SelectField } from '../../../components/form/SelectField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { notify } from '../../../lib/notify';
import { createUserBody, createUserSchema, emptyUser, PLATFORMS } from '../createUserForm';
import { createUser } from '../userCreateThunks';

/** Who was added, as the admin typed them: a name, else the email or phone. */
const nameOf = (user: MobileUser) =>
  `${user.firstname} ${user.lastname}`.trim() || user.email || user.phone || 'The user';

interface CreateUserDialogProps {
  onClose: () => void;
  onChanged: () => void;
}

/** Adds one app user by hand; the server's refusal shows under the field it names. */
export function CreateUserDialog({ onClose, onChanged }: CreateUserDialogProps) {
  const dispatch = useAppDispatch();
  return (
    <Modal show onHide={onClose} centered size="lg" aria-labelledby="create-user-title">
      <Modal.Header closeButton>
        <Modal.Title id="create-user-title" as="h2" className="h5">
          Add an app user
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <CrudForm
          initialValues={emptyUser}
          validationSchema={createUserSchema}
          label="New app user"
          onSubmit={async (values) => {
            const result = await dispatch(createUser(createUserBody(values)));
            if (!createUser.fulfilled.match(result)) return failureOf(result);
            notify.success(`${nameOf(result.payload)} added.`);
            onChanged();
            onClose();
          }}
        >
          {({ isSubmitting }) => (
            <>
              <p className="text-body-secondary">
                An email or a phone number is needed to reach them. They show as not registered
                until they sign in to the app.
              </p>
              <div className="row g-md-3">
                <div className="col-md-6">
                  <TextField name="firstname" label="First name" autoComplete="off" autoFocus />
                </div>
                <div className="col-md-6">
                  <TextField name="lastname" label="Last name" autoComplete="off" />
                </div>
                <div className="col-md-6">
                  <TextField name="email" label="Email" type="email" autoComplete="off" />
                </div>
                <div className="col-md-6">
                  <TextField name="phone" label="Phone" type="tel" autoComplete="off" />
                </div>
                <div className="col-md-6">
                  <SelectField
                    name="platform"
                    label="Platform"
                    options={PLATFORMS}
                    placeholder="Not known yet"
                  />
                </div>
                <div className="col-md-6">
                  <TextField
                    name="userid"
                    label="Member ID"
                    help="Optional: their union member number."
                  />
                </div>
                <div className="col-md-4">
                  <TextField name="state" label="State" />
                </div>
                <div className="col-md-4">
                  <TextField name="zipcode" label="ZIP code" />
                </div>
                <div className="col-md-4">
                  <TextField name="country" label="Country" />
                </div>
              </div>
              <div className="d-flex justify-content-end gap-2 border-top pt-3">
                <Button variant="outline-secondary" onClick={onClose} disabled={isSubmitting}>
                  Cancel
                </Button>
                <SubmitButton
                  loading={isSubmitting}
                  label="Add user"
                  loadingLabel="Adding…"
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
