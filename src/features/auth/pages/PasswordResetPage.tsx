import { Link } from 'react-router-dom';
import { AuthCard } from '../components/AuthCard';

/** A placeholder until the password-reset flow is built. */
export function PasswordResetPage() {
  return (
    <AuthCard title="Reset your password">
      <p>Password reset is not available here yet. Please ask your administrator for help.</p>
      <Link to="/login">Back to sign in</Link>
    </AuthCard>
  );
}
