import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { PageLoading } from '../../../components/ui/PageLoading';
import { assetUrl } from '../../../lib/assetUrl';
import { AuthCard, type AuthBrand } from '../components/AuthCard';
import { fetchLoginCompany } from '../loginCompanyThunks';
import { selectLoginCompany } from '../loginCompanySlice';
import { NewPasswordForm } from '../components/NewPasswordForm';
import { checkResetToken, resetPassword } from '../passwordResetThunks';
import {
  passwordResetCleared,
  selectResetError,
  selectResetStatus,
  selectTokenCompanyID,
  selectTokenEmail,
  selectTokenError,
  selectTokenStatus,
} from '../passwordResetSlice';

/**
 * /password/reset/{type}/{token}: the page a reset or invitation email links to. An
 * organisation's admin sees its name and logo, and is led back to its own sign-in page.
 */
export function PasswordResetTokenPage() {
  const { type = 'admin', token = '' } = useParams();
  const dispatch = useAppDispatch();
  const tokenStatus = useAppSelector(selectTokenStatus);
  const email = useAppSelector(selectTokenEmail);
  const companyID = useAppSelector(selectTokenCompanyID);
  const company = useAppSelector(selectLoginCompany);
  const tokenError = useAppSelector(selectTokenError);
  const resetStatus = useAppSelector(selectResetStatus);
  const resetError = useAppSelector(selectResetError);

  useEffect(() => {
    void dispatch(checkResetToken(token));
    return () => {
      dispatch(passwordResetCleared());
    };
  }, [dispatch, token]);

  useEffect(() => {
    if (companyID) void dispatch(fetchLoginCompany(companyID));
  }, [dispatch, companyID]);

  const brand: AuthBrand | null =
    companyID && company?.companyID === companyID
      ? { name: company.name, logo: assetUrl(company.logo), color: company.adminColor.color_hex }
      : null;
  const signInPath = companyID ? `/${encodeURIComponent(companyID)}` : '/login';

  // An invitation from an admin (/password/reset/invite/{token}) sets a first password.
  const invite = type === 'invite';
  const requestNewLink = (
    <Link to={`/password/reset/${encodeURIComponent(type)}`}>Request a new link</Link>
  );

  if (tokenStatus === 'failed') {
    return (
      <AuthCard title="This link cannot be used" brand={brand}>
        <Alert variant="danger" role="alert">
          {tokenError}
        </Alert>
        <p className="mb-0">
          {invite
            ? 'Invitation links work once, for seven days. Ask your administrator for a new one, or '
            : 'Reset links work once, for one hour. '}
          {requestNewLink}.
        </p>
      </AuthCard>
    );
  }

  if (resetStatus === 'succeeded') {
    return (
      <AuthCard title={invite ? 'Password set' : 'Password changed'} brand={brand}>
        <Alert variant="success" role="status">
          {invite
            ? `Your password is set. Sign in${brand ? ` to ${brand.name}` : ''} with your email address and this password.`
            : 'Your password has been changed and every earlier session has been signed out.'}
        </Alert>
        <Link to={signInPath} className="btn btn-primary w-100">
          Sign in
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={invite ? 'Choose your password' : 'Choose a new password'} brand={brand}>
      {tokenStatus !== 'succeeded' || !email ? (
        <PageLoading label="Checking your link…" />
      ) : (
        <>
          {resetStatus === 'failed' && resetError && (
            <Alert variant="danger" role="alert">
              {resetError}
            </Alert>
          )}
          <NewPasswordForm
            email={email}
            loading={resetStatus === 'loading'}
            onSubmit={async (password) => {
              await dispatch(resetPassword({ token, password }));
            }}
          />
        </>
      )}
      <p className="mt-3 mb-0 text-center">
        {resetStatus === 'failed' ? requestNewLink : <Link to={signInPath}>Back to sign in</Link>}
      </p>
    </AuthCard>
  );
}
