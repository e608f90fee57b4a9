import { Form as FormikForm, Formik } from 'formik';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { languageName } from '../../../../contract/languages';
import type { MobileUser } from '../../../../contract/mobileUsers';
import { SelectField } from '../../../components/form/SelectField';
import { LANGUAGE_OPTIONS } from '../../../lib/languageOptions';
import { displayName } from '../userDisplay';

interface LanguageModalProps {
  user: MobileUser;
  busy: boolean;
  error: string | null;
  /** The chosen tag, or null for the organisation's default. */
  onSave: (language: string | null) => void;
  onCancel: () => void;
}

/** The member's own language; the empty choice is the organisation's default, named. */
export function LanguageModal({ user, busy, error, onSave, onCancel }: LanguageModalProps) {
  const name = displayName(user);
  return (
    <Modal show onHide={() => !busy && onCancel()} centered aria-labelledby="language-title">
      <Formik
        initialValues={{ language: user.language ?? '' }}
        onSubmit={({ language }) => onSave(language === '' ? null : language)}
      >
        <FormikForm noValidate aria-labelledby="language-title">
          <Modal.Header closeButton={!busy}>
            <Modal.Title id="language-title" as="h2" className="h5">
              Language of {name}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            {error && (
              <Alert variant="danger" role="alert">
                {error}
              </Alert>
            )}
            <SelectField
              name="language"
              label="Language"
              placeholder={`Organisation default (${languageName(user.companyLanguage)})`}
              options={LANGUAGE_OPTIONS}
              help="The messages this member gets are in this language when one is written in it."
            />
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy && <Spinner animation="border" size="sm" aria-hidden="true" className="me-2" />}
              Save
            </Button>
          </Modal.Footer>
        </FormikForm>
      </Formik>
    </Modal>
  );
}
