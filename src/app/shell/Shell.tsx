import './Shell.css';
// dayjs comes with the signed-in layout: fetched once beside it, before the first page that shows
// a time asks for it, and never with /login (docs/decisions.md, "Dates on dayjs").
import '../../../contract/dayjs';
import { useCallback, useEffect, useState, type MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { fetchProfile } from '../../state/profileThunks';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import {
  selectSessionProfileError,
  selectSessionProfileStatus,
  selectSessionToken,
  selectSessionUser,
} from '../../state/session';
import { sessionToken } from '../../lib/cookies';
import { BrowserWarningModal } from '../../components/ui/BrowserWarningModal';
import { IdleDialog } from '../../components/ui/IdleDialog';
import { Breadcrumbs } from './Breadcrumbs';
import {
  autoLoginRequested,
  chromeHiddenRemembered,
  rememberChromeHidden,
} from './chromeVisibility';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { ProfileGate } from './ProfileGate';
import { Sidebar } from './Sidebar';
import { useBranding } from './useBranding';
import { useLogout } from './useLogout';
import { useMenuItems } from './useMenuItems';

const DRAWER_ID = 'app-sidebar';
const MAIN_ID = 'main-content';

/** The console around every private page: navbar, sidebar, breadcrumbs, page and footer. */
export function Shell() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const profileStatus = useAppSelector(selectSessionProfileStatus);
  const error = useAppSelector(selectSessionProfileError);
  const signedIn = Boolean(useAppSelector(selectSessionToken) ?? sessionToken());
  const { pathname, search } = useLocation();
  const logout = useLogout();
  const menuItems = useMenuItems(user);
  useBranding(user);

  const autoLogin = autoLoginRequested(search);
  const chromeHidden = autoLogin || chromeHiddenRemembered();
  useEffect(() => {
    if (autoLogin) rememberChromeHidden();
  }, [autoLogin]);

  useEffect(() => {
    if (signedIn && !user && profileStatus === 'idle') void dispatch(fetchProfile());
  }, [dispatch, signedIn, user, profileStatus]);

  // The drawer belongs to the page it was opened on: navigating closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const drawerOpen = drawerPath === pathname;
  const openDrawer = useCallback(() => setDrawerPath(pathname), [pathname]);
  const closeDrawer = useCallback(() => setDrawerPath(null), []);
  const toggleDrawer = () => (drawerOpen ? closeDrawer() : openDrawer());
  const expire = useCallback(() => void logout(), [logout]);

  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };

  if (!user) {
    return (
      <ProfileGate
        failed={profileStatus === 'failed'}
        error={error}
        onRetry={() => void dispatch(fetchProfile())}
        onLogout={expire}
      />
    );
  }

  return (
    <div className={`app-shell${chromeHidden ? ' chrome-hidden' : ''}`}>
      <a className="skip-link" href={`#${MAIN_ID}`} onClick={skipToContent}>
        Skip to content
      </a>
      {!chromeHidden && (
        <Navbar
          user={user}
          drawerId={DRAWER_ID}
          drawerOpen={drawerOpen}
          onToggleDrawer={toggleDrawer}
        />
      )}
      <div className="app-body">
        {!chromeHidden && (
          <Sidebar
            id={DRAWER_ID}
            items={menuItems}
            featuredLinks={user.featuredLinks}
            open={drawerOpen}
            onOpen={openDrawer}
            onClose={closeDrawer}
          />
        )}
        <div className="app-content">
          <main id={MAIN_ID} tabIndex={-1} className="app-main">
            <Breadcrumbs />
            <Outlet />
          </main>
          <Footer copyright={user.company?.copyright.message} />
        </div>
      </div>
      <IdleDialog enabled={signedIn} onExpire={expire} />
      <BrowserWarningModal />
    </div>
  );
}
