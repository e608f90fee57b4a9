import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useLocation } from 'react-router-dom';
import type { SsoOptions } from '../../../../contract/sso';
import { API_BASE_URL } from '../../../lib/apiBase';
import { safeRedirectPath } from '../../../lib/redirect';
import { useAppDispatch } from '../../../state/hooks';
import { fetchSsoOptions } from '../ssoThunks';

/**
 * The company login page's single sign-on: a button that takes the admin to the organisation's
 * identity provider (a navigation to the API, which comes back through /login?sso=1), and what
 * went wrong when the provider's sign-in came back refused (`ssoError`). Nothing while the
 * organisation offers none. Tells its page whether the password form still belongs there.
 */
export function SsoSignInOption({
  companyID,
  onOptions,
}: {
  companyID: string;
  onOptions?: (options: SsoOptions) => void;
}) {
  const dispatch = useAppDispatch();
  const { search } = useLocation();
  const [options, setOptions] = useState<SsoOptions | null>(null);
  const refused = new URLSearchParams(search).get('ssoError');

  useEffect(() => {
    const request = dispatch(fetchSsoOptions(companyID));
    void request.then((result) => {
      if (!fetchSsoOptions.fulfilled.match(result)) return;
      setOptions(result.payload);
      onOptions?.(result.payload);
    });
    return () => request.abort();
  }, [dispatch, companyID, onOptions]);

  const start = new URL(
    `${API_BASE_URL.replace(/\/$/, '')}/auth/sso/${encodeURIComponent(companyID)}/start`,
    window.location.origin,
  );
  start.searchParams.set('redirect', safeRedirectPath(search, '/dashboard'));

  return (
    <>
      {refused && (
        <Alert variant="danger" role="alert" className="small">
          {refused}
        </Alert>
      )}
      {options?.enabled && (
        <div className="mb-3">
          <a className="btn btn-outline-primary w-100" href={start.toString()}>
            <i className="bi bi-building-lock me-2" aria-hidden="true" />
            Sign in with single sign-on
          </a>
          {!options.required && (
            <p className="text-center text-body-secondary small my-2">or with your password</p>
          )}
        </div>
      )}
    </>
  );
}
