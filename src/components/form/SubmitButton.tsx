import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

interface SubmitButtonProps {
  loading: boolean;
  label: string;
  loadingLabel: string;
  /** Full width suits the narrow sign-in cards; wider forms end with a button sized to its text. */
  fullWidth?: boolean;
  /** For a form with nothing to send yet, such as unchanged values. */
  disabled?: boolean;
}

export function SubmitButton({
  loading,
  label,
  loadingLabel,
  fullWidth = true,
  disabled = false,
}: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      className={fullWidth ? 'w-100' : undefined}
      disabled={loading || disabled}
    >
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
