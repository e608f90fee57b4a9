import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { SsoOptions } from '../../../../contract/sso';
import { useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { assetUrl } from '../../../lib/assetUrl';
import { applyFavicon, documentTitleFor } from '../../../lib/branding';
import { SignInFlow } from '../components/SignInFlow';
import { fetchLoginCompany } from '../loginCompanyThunks';
import {
  selectLoginCompany,
  selectLoginCompanyStatus,
  selectLoginCompanyUnknown,
} from '../loginCompanySlice';

// Loaded with the organisation's page only, so /login downloads none of it.
const SsoSignInOption = lazy(() =>
  import('../components/SsoSignInOption').then((m) => ({ default: m.SsoSignInOption })),
);

/**
 * /{companyID}: the sign-in page in a company's colours, with its single sign-on when it has
 * one (alone when it requires it); logout of its admins lands here.
 */
export function CompanyLoginPage() {
  const { companyID = '' } = useParams();
  const dispatch = useAppDispatch();
  const company = useAppSelector(selectLoginCompany);
  const status = useAppSelector(selectLoginCompanyStatus);
  const unknown = useAppSelector(selectLoginCompanyUnknown);
  const [ssoOnly, setSsoOnly] = useState(false);
  const onSsoOptions = useCallback((options: SsoOptions) => setSsoOnly(options.required), []);

  useEffect(() => {
    if (companyID) void dispatch(fetchLoginCompany(companyID));
  }, [dispatch, companyID]);

  useEffect(() => {
    if (!company) return;
    document.title = documentTitleFor(company.name);
    applyFavicon(company.favicon);
    return () => {
      document.title = documentTitleFor(null);
    };
  }, [company]);

  const brand = company
    ? { name: company.name, logo: assetUrl(company.logo), color: company.adminColor.color_hex }
    : null;

  return (
    <SignInFlow
      brand={brand}
      brandLoading={status === 'loading'}
      before={
        companyID ? (
          <Suspense>
            <SsoSignInOption companyID={companyID} onOptions={onSsoOptions} />
          </Suspense>
        ) : null
      }
      passwordHidden={ssoOnly}
      note={
        company
          ? `${company.name} admin console`
          : unknown
            ? 'Unknown organization. You can still sign in with your account.'
            : undefined
      }
    />
  );
}
