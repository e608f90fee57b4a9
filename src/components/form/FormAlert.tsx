import { useFormikContext } from 'formik';
import Alert from 'react-bootstrap/Alert';
import type { FormStatus } from './serverErrors';

const isFormStatus = (status: unknown): status is FormStatus =>
  typeof status === 'object' && status !== null;

/** The failure of the last submit that no field owns, above the fields. */
export function FormAlert() {
  const status: unknown = useFormikContext().status;
  const message = isFormStatus(status) ? status.formError : undefined;
  if (!message) return null;
  return (
    <Alert variant="danger" role="alert">
      {message}
    </Alert>
  );
}
