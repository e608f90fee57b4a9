import { Link } from 'react-router-dom';
import type { FlowState } from '../../../lib/flows';

/** The codes of a link that cannot be used: only a new one helps. */
const LINK_GONE = new Set(['token_error', 'jwt_expired', 'not_found', 'error_link_gone']);

/** What went wrong with an invitation or confirmation link, and what to do next. */
export function LinkProblem({ flow, companyID }: { flow: FlowState; companyID: string }) {
  const signIn = <Link to={`/${encodeURIComponent(companyID)}`}>sign in</Link>;
  const next =
    flow.code === 'too_many_attempts' ? (
      <>Wait a while, then open the link again.</>
    ) : flow.code === 'user_already_verified' ? (
      <>Your account is ready: {signIn} with your email and password.</>
    ) : LINK_GONE.has(flow.code ?? '') ? (
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
