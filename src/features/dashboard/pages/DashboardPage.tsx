import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import 'bootstrap-icons/font/bootstrap-icons.min.css';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { selectChosenCompany, selectSessionProfileError } from '../../../state/session';
import { useSessionProfile } from '../../../state/useSessionProfile';
import '../components/Dashboard.css';
import { DashboardSkeleton } from '../components/DashboardSkeleton';
import { StatsCard } from '../components/StatsCard';
import { UsersChart } from '../components/UsersChart';
import { selectDashboard, selectDashboardError, selectDashboardStatus } from '../dashboardSlice';
import { fetchDashboard } from '../dashboardThunks';
import { pricingPanelPath, statsScopeLabel, statTiles } from '../dashboardStats';

export function DashboardPage() {
  const dispatch = useAppDispatch();
  const { user, status: profileStatus, reload: reloadProfile } = useSessionProfile();
  const profileError = useAppSelector(selectSessionProfileError);
  const dashboard = useAppSelector(selectDashboard);
  const dashboardStatus = useAppSelector(selectDashboardStatus);
  const dashboardError = useAppSelector(selectDashboardError);
  const chosenCompany = useAppSelector(selectChosenCompany);
  const companyID = user?.companyID;
  const userGroup = user?.userGroup;

  // Fresh counters on every visit; the thunk skips a load already under way (as after sign-in).
  useEffect(() => {
    if (companyID !== undefined && userGroup !== undefined) {
      void dispatch(fetchDashboard({ companyID, userGroup }));
    }
  }, [dispatch, companyID, userGroup]);

  const retry = () => {
    if (!user) reloadProfile();
    else void dispatch(fetchDashboard({ companyID: user.companyID, userGroup: user.userGroup }));
  };

  const dashboardFailed = dashboardStatus === 'failed';
  const failed = profileStatus === 'failed' || dashboardFailed;
  const error = dashboardFailed ? dashboardError : profileError;

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
            scope={statsScopeLabel(user, chosenCompany, dashboard.appUsers)}
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
