import { useEffect, useId, type ChangeEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import {
  selectActiveCompaniesByName,
  selectCompaniesStatus,
  selectSelectedCompanyID,
} from '../../features/company/companySlice';
import { fetchCompanies } from '../../features/company/companyThunks';
import { useOrganisationSwitch } from './useOrganisationSwitch';

/** A platform admin's choice of organisation; shown only when there is more than one. */
export function OrganisationSwitcher() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectCompaniesStatus);
  const companies = useAppSelector(selectActiveCompaniesByName);
  const selectedID = useAppSelector(selectSelectedCompanyID);
  const switchTo = useOrganisationSwitch();
  const id = useId();

  useEffect(() => {
    if (status === 'idle') void dispatch(fetchCompanies());
  }, [dispatch, status]);

  if (companies.length <= 1) return null;

  const value = companies.some((c) => c.companyID === selectedID) ? (selectedID ?? '') : '';

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = companies.find((c) => c.companyID === event.target.value) ?? null;
    switchTo(chosen);
  };

  return (
    <div className="org-switcher">
      <Form.Label htmlFor={id} visuallyHidden>
        Organization
      </Form.Label>
      <Form.Select id={id} size="sm" value={value} onChange={onChange}>
        <option value="">Select Organization</option>
        {companies.map((company) => (
          <option key={company.companyID} value={company.companyID}>
            {company.name}
          </option>
        ))}
      </Form.Select>
    </div>
  );
}
