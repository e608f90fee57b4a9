import type { PublicBranding } from '../../../contract/signup';
import type { CompanyRow } from '../../db/schema/companies';

/** A company as the public pages show it: its name, logo and colours, nothing else. */
export function brandingOf(
  company: Pick<CompanyRow, 'companyId' | 'name' | 'logo' | 'adminColor' | 'menuColor'>,
): PublicBranding {
  return {
    companyID: company.companyId,
    name: company.name,
    logo: company.logo,
    adminColor: company.adminColor,
    menuColor: company.menuColor,
  };
}
