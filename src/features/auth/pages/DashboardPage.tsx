import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import 'bootstrap-icons/font/bootstrap-icons.min.css';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { RootState } from '../../../app/store';
import {
  fetchDashboard,
  fetchProfile,
  selectAuthError,
  selectDashboard,
  selectDashboardStatus,
  selectProfileStatus,
  selectUser,
} from '../authSlice';
import '../components/Dashboard.css';
import { DashboardSkeleton } from '../components/DashboardSkeleton';
import { pricingPanelPath, statsScopeLabel, statTiles } from '../components/dashboardStats';
import { StatsCard } from '../components/StatsCard';
import { UsersChart } from '../components/UsersChart';

/** The organisation a platform admin chose in the navbar (the company slice keeps it). */
function selectChosenCompany(state: RootState) {
  const id = state.company.selectedCompanyID;
  const name = state.company.companies.find((company) => company.companyID === id)?.name;
  return { id, name: name ?? null };
}

export function DashboardPage() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const profileStatus = useAppSelector(selectProfileStatus);
  const dashboard = useAppSelector(selectDashboard);
  const dashboardStatus = useAppSelector(selectDashboardStatus);
  const error = useAppSelector(selectAuthError);
  const chosenID = useAppSelector((state) => selectChosenCompany(state).id);
  const chosenName = useAppSelector((state) => selectChosenCompany(state).name);
  const companyID = user?.companyID;
  const userGroup = user?.userGroup;

  useEffect(() => {
    if (profileStatus === 'idle') void dispatch(fetchProfile());
  }, [dispatch, profileStatus]);

  // Fresh counters on every visit; the thunk skips a load already under way (as after sign-in).
  useEffect(() => {
    if (companyID !== undefined && userGroup !== undefined) {
      void dispatch(fetchDashboard({ companyID, userGroup }));
    }
  }, [dispatch, companyID, userGroup]);

  const retry = () => {
    if (!user) void dispatch(fetchProfile());
    else void dispatch(fetchDashboard({ companyID: user.companyID, userGroup: user.userGroup }));
  };

  const failed = profileStatus === 'failed' || dashboardStatus === 'failed';

  return (
    <div className="container-fluid py-4">
      <header className="mb-4">
        <h1 className="h3 mb-1">Dashboard</h1>
        {user && (
          <p className="text-body-secondary mb-0">
            Welcome back, {user.profile.firstname || user.fullName}.
          </p>
        )}
      </header>
      {failed ? (
        <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-3">
          <span className="me-auto">{error}</span>
          <Button variant="outline-danger" size="sm" onClick={retry}>
            Try again
          </Button>
        </Alert>
      ) : dashboard && user ? (
        <>
          <StatsCard
            tiles={statTiles(dashboard, user)}
            scope={statsScopeLabel(user, { id: chosenID, name: chosenName })}
            pricingPath={pricingPanelPath(user)}
          />
          <UsersChart dashboard={dashboard} />
        </>
      ) : (
        <DashboardSkeleton />
      )}
    </div>
  );
}
