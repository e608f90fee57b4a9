import { Link } from 'react-router-dom';
import type { FlowState } from '../../../lib/flows';

/** What went wrong with an invitation or confirmation link, and what to do next. */
export function LinkProblem({ flow, companyID }: { flow: FlowState; companyID: string }) {
  const signIn = <Link to={`/${encodeURIComponent(companyID)}`}>sign in</Link>;
  const next =
    flow.code === 'too_many_attempts' ? (
      <>Wait a while, then open the link again.</>
    ) : flow.code === 'user_already_verified' ? (
      <>Your account is ready: {signIn} with your email and password.</>
    ) : flow.code === 'token_error' || flow.code === 'jwt_expired' || flow.code === 'not_found' ? (
      <>
        Ask the admin who sent it for a new invitation link. Already registered and confirmed? Then{' '}
        {signIn}.
      </>
    ) : (
      <>
        Check your connection and open the link again. If it keeps failing, ask the admin who sent
        it.
      </>
    );
  return (
    <>
      <div className="alert alert-warning" role="alert">
        {flow.error}
      </div>
      <p className="mb-0">{next}</p>
    </>
  );
}
