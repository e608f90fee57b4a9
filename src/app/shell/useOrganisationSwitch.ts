import { useCallback } from 'react';
import type { CompanyListItem } from '../../../contract/company';
import { useAppDispatch } from '../../state/hooks';
import { companySelected } from '../../features/company/companySlice';
import { COOKIE, removeCookie, setCookie } from '../../lib/cookies';
import { notify } from '../../lib/notify';
import { pageNavigation } from '../../lib/pageNavigation';

/** SPEC.md section 9: the notice shows for 10 s and the page reloads after 2 s. */
export const SWITCH_NOTICE_MS = 10_000;
export const SWITCH_RELOAD_MS = 2_000;
export const ALL_ORGANISATIONS = 'all organizations';

/** Every slice holds the old organisation's data, so the page reloads under the new one. */
export function useOrganisationSwitch(): (company: CompanyListItem | null) => void {
  const dispatch = useAppDispatch();

  return useCallback(
    (company) => {
      if (company) setCookie(COOKIE.companyID, company.companyID);
      else removeCookie(COOKIE.companyID);
      dispatch(companySelected(company?.companyID ?? null));
      notify.info(`Loading resources of ${company?.name ?? ALL_ORGANISATIONS}`, {
        timeout: SWITCH_NOTICE_MS,
      });
      window.setTimeout(() => pageNavigation.reload(), SWITCH_RELOAD_MS);
    },
    [dispatch],
  );
}
