import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { PageLoading } from '../../../components/ui/PageLoading';
import {
  fetchDashboard,
  fetchProfile,
  logout,
  selectAuthError,
  selectDashboard,
  selectDashboardStatus,
  selectProfileStatus,
  selectUser,
} from '../authSlice';
import { DashboardHeader } from '../components/DashboardHeader';
import { StatCards } from '../components/StatCards';

export function DashboardPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const profileStatus = useAppSelector(selectProfileStatus);
  const dashboard = useAppSelector(selectDashboard);
  const dashboardStatus = useAppSelector(selectDashboardStatus);
  const error = useAppSelector(selectAuthError);
  const [loggingOut, setLoggingOut] = useState(false);

  useEffect(() => {
    if (profileStatus === 'idle') void dispatch(fetchProfile());
  }, [dispatch, profileStatus]);

  useEffect(() => {
    if (user && dashboardStatus === 'idle') {
      void dispatch(fetchDashboard({ companyID: user.companyID, userGroup: user.userGroup }));
    }
  }, [dispatch, user, dashboardStatus]);

  const signOut = async () => {
    setLoggingOut(true);
    await dispatch(logout());
    await navigate('/login', { replace: true });
  };

  const retry = () => {
    if (!user) void dispatch(fetchProfile());
    else void dispatch(fetchDashboard({ companyID: user.companyID, userGroup: user.userGroup }));
  };

  const failed = profileStatus === 'failed' || dashboardStatus === 'failed';

  return (
    <>
      <DashboardHeader user={user} loggingOut={loggingOut} onLogout={() => void signOut()} />
      <Container as="main" fluid className="py-4">
        <h1 className="h3 mb-4">Dashboard</h1>
        {failed ? (
          <Alert
            variant="danger"
            role="alert"
            className="d-flex flex-wrap align-items-center gap-3"
          >
            <span className="me-auto">{error}</span>
            <Button variant="outline-danger" size="sm" onClick={retry}>
              Try again
            </Button>
          </Alert>
        ) : dashboard ? (
          <StatCards dashboard={dashboard} />
        ) : (
          <PageLoading label="Loading dashboard…" />
        )}
      </Container>
    </>
  );
}
