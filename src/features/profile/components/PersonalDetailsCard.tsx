import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { object, string } from 'yup';
import type { Profile } from '../../../../contract/auth';
import { CrudForm } from '../../../components/form/CrudForm';
import { FormActions } from '../../../components/form/FormActions';
import { TextField } from '../../../components/form/TextField';
import type { ApiFailure } from '../../../lib/apiErrors';

export interface PersonalDetails {
  firstname: string;
  lastname: string;
  phone: string;
}

// The bounds of contract/auth.ts ProfileUpdateBody.
const schema = object({
  firstname: string()
    .trim()
    .required('Enter your first name.')
    .max(100, 'Use at most 100 characters.'),
  lastname: string()
    .trim()
    .required('Enter your last name.')
    .max(100, 'Use at most 100 characters.'),
  phone: string()
    .trim()
    .max(40, 'Use at most 40 characters.')
    .matches(/^[0-9+() .-]*$/, 'Use digits, spaces and + ( ) . - only.'),
});

interface PersonalDetailsCardProps {
  user: Profile;
  saving: boolean;
  onSave: (details: PersonalDetails) => Promise<ApiFailure | null>;
}

export function PersonalDetailsCard({ user, saving, onSave }: PersonalDetailsCardProps) {
  const initialValues: PersonalDetails = {
    firstname: user.profile.firstname,
    lastname: user.profile.lastname,
    phone: user.profile.phone,
  };
  return (
    <Card as="section" className="shadow-sm mb-4" aria-labelledby="details-title">
      <Card.Header className="bg-body py-3">
        <h2 id="details-title" className="h5 mb-0">
          Personal details
        </h2>
      </Card.Header>
      <Card.Body>
        <CrudForm
          initialValues={initialValues}
          enableReinitialize
          validationSchema={schema}
          label="Personal details"
          onSubmit={(values) =>
            onSave({
              firstname: values.firstname.trim(),
              lastname: values.lastname.trim(),
              phone: values.phone.trim(),
            })
          }
        >
          {({ dirty }) => (
            <>
              <Row xs={1} md={2}>
                <Col>
                  <TextField name="firstname" label="First name" autoComplete="given-name" />
                </Col>
                <Col>
                  <TextField name="lastname" label="Last name" autoComplete="family-name" />
                </Col>
                <Col>
                  <TextField name="phone" label="Phone" type="tel" autoComplete="tel" />
                </Col>
                <Col>
                  <Form.Group className="mb-3" controlId="profile-email">
                    <Form.Label>Email</Form.Label>
                    <Form.Control
                      type="email"
                      value={user.email}
                      readOnly
                      plaintext
                      aria-describedby="profile-email-hint"
                    />
                    <Form.Text id="profile-email-hint">
                      Your sign-in email. Ask an administrator to change it.
                    </Form.Text>
                  </Form.Group>
                </Col>
              </Row>
              <FormActions submitLabel="Save changes" pending={saving} disabled={!dirty} />
            </>
          )}
        </CrudForm>
      </Card.Body>
    </Card>
  );
}
