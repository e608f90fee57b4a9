import { useEffect } from 'react';
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

/** /{companyID}: the sign-in page in a company's colours; logout of its admins lands here. */
export function CompanyLoginPage() {
  const { companyID = '' } = useParams();
  const dispatch = useAppDispatch();
  const company = useAppSelector(selectLoginCompany);
  const status = useAppSelector(selectLoginCompanyStatus);
  const unknown = useAppSelector(selectLoginCompanyUnknown);

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
