import { useCallback } from 'react';
import { logout } from '../../features/auth/authThunks';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { selectSessionUser } from '../../state/session';
import { pageNavigation } from '../../lib/pageNavigation';
import { forgetChromeHidden } from './chromeVisibility';
import { logoutPath } from './logoutPath';

/** Ends the session, then loads the sign-in page afresh so nothing of the session stays. */
export function useLogout(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);

  return useCallback(async () => {
    const target = logoutPath(user);
    await dispatch(logout());
    forgetChromeHidden();
    pageNavigation.assign(target);
  }, [dispatch, user]);
}
