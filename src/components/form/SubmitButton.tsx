import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

interface SubmitButtonProps {
  loading: boolean;
  label: string;
  loadingLabel: string;
}

export function SubmitButton({ loading, label, loadingLabel }: SubmitButtonProps) {
  return (
    <Button type="submit" className="w-100" disabled={loading}>
      {loading ? (
        <>
          <Spinner animation="border" size="sm" aria-hidden="true" className="me-2" />
          {loadingLabel}
        </>
      ) : (
        label
      )}
    </Button>
  );
}
