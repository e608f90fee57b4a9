import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { plural } from '../../../lib/numbers';
import type { ImportResult } from '../mobileUsersApi';
import type { FlowState } from '../../../lib/flows';
import { ImportPreview } from './ImportPreview';
import { ImportProgress } from './ImportProgress';

interface ImportUsersModalProps {
  preview: ImportResult | null;
  /** 0–100 while the file goes up; null while its size is unknown. */
  upload: number | null;
  result: ImportResult | null;
  previewFlow: FlowState;
  importFlow: FlowState;
  onCheck: (file: File) => void;
  onImport: (file: File) => void;
  onReset: () => void;
  onClose: () => void;
}

/** Check a file first (a dry run imports nothing), then import the users it holds. */
export function ImportUsersModal(props: ImportUsersModalProps) {
  const { preview, result, previewFlow, importFlow, onReset, onClose } = props;
  const [file, setFile] = useState<File | null>(null);
  const busy = previewFlow.status === 'loading' || importFlow.status === 'loading';
  const error = previewFlow.error ?? importFlow.error;
  const progress = busy && (
    <ImportProgress
      upload={props.upload}
      step={importFlow.status === 'loading' ? 'import' : 'check'}
    />
  );

  const check = (event: FormEvent) => {
    event.preventDefault();
    if (file) props.onCheck(file);
  };
  const chooseAgain = () => {
    setFile(null);
    onReset();
  };

  return (
    <Modal show onHide={() => !busy && onClose()} centered size="lg" aria-labelledby="import-title">
      <Modal.Header closeButton={!busy}>
        <Modal.Title id="import-title" as="h2" className="h5">
          Import app users
        </Modal.Title>
      </Modal.Header>
      {result ? (
        <>
          <Modal.Body>
            <Alert variant="success" className="mb-0" role="status">
              <i className="bi bi-check-circle me-2" aria-hidden="true" />
              Imported {plural(result.imported ?? result.valid, 'user')}.
              {result.duplicateCount > 0 &&
                ` ${plural(result.duplicateCount, 'duplicate')} skipped.`}
            </Alert>
          </Modal.Body>
          <Modal.Footer>
            <Button onClick={onClose} autoFocus>
              Done
            </Button>
          </Modal.Footer>
        </>
      ) : preview && file ? (
        <>
          <Modal.Body>
            {error && (
              <Alert variant="danger" role="alert">
                {error}
              </Alert>
            )}
            <ImportPreview fileName={file.name} preview={preview} />
            {progress && <div className="mt-3">{progress}</div>}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={chooseAgain} disabled={busy}>
              Choose another file
            </Button>
            <Button onClick={() => props.onImport(file)} disabled={busy || preview.valid === 0}>
              {busy && <Spinner animation="border" size="sm" aria-hidden="true" className="me-2" />}
              Import {plural(preview.valid, 'user')}
            </Button>
          </Modal.Footer>
        </>
      ) : (
        <Form onSubmit={check} noValidate>
          <Modal.Body>
            {error && (
              <Alert variant="danger" role="alert">
                {error}
              </Alert>
            )}
            <Form.Group controlId="import-file">
              <Form.Label>CSV file</Form.Label>
              <Form.Control
                type="file"
                accept=".csv,text/csv"
                aria-describedby="import-file-hint"
                onChange={(event) => {
                  const input = event.target as HTMLInputElement;
                  setFile(input.files?.[0] ?? null);
                }}
              />
              <Form.Text id="import-file-hint">
                One user a line with a header row: email, firstname, lastname, phone, platForm and
                any custom fields. We check the file before anything is imported.
              </Form.Text>
            </Form.Group>
            {progress && <div className="mt-3">{progress}</div>}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy || !file}>
              {busy && <Spinner animation="border" size="sm" aria-hidden="true" className="me-2" />}
              Check file
            </Button>
          </Modal.Footer>
        </Form>
      )}
    </Modal>
  );
}
