import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../state/hooks';
import { failureOf } from '../../../state/createApiThunk';
import { PageLoading } from '../../../components/ui/PageLoading';
import { safeRedirectPath } from '../../../lib/redirect';
import { exchangeAutoLoginCode } from '../autoLoginThunks';

/**
 * The page to open: for the embedded console with the autoLogin flag that keeps the navbar and
 * sidebar hidden; after single sign-on (`sso=1`) as it is.
 */
function targetOf(search: string): string {
  const path = safeRedirectPath(search, '/dashboard');
  if (new URLSearchParams(search).get('sso') === '1') return path;
  const target = new URL(path, window.location.origin);
  target.searchParams.set('autoLogin', '1');
  return `${target.pathname}${target.search}${target.hash}`;
}

/**
 * /login?autoLogin=1&code=…: signs the embedded console in with the host's code and opens the
 * requested page; /login?sso=1&code=…, the return from single sign-on, alike without the flag; a used, expired or refused code is handed back to the sign-in page to show.
 * Loaded only for such a URL, so the ordinary sign-in downloads none of it.
 */
export function AutoLoginExchange({ onFailed }: { onFailed: (message: string) => void }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  // A code works once: the second run of a development-mode effect must not spend it again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(search);
    const companyID = params.get('companyID');
    void (async () => {
      const result = await dispatch(
        exchangeAutoLoginCode({
          type: 'autoLogin',
          code: params.get('code') ?? '',
          ...(companyID ? { companyID } : {}),
        }),
      );
      const failed = failureOf(result);
      if (failed) onFailed(failed.message);
      else await navigate(targetOf(search), { replace: true });
    })();
  }, [dispatch, navigate, search, onFailed]);

  return <PageLoading label="Signing you in…" />;
}
