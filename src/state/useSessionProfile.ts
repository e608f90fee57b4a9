import { useCallback, useEffect } from 'react';
import { fetchProfile } from './profileThunks';
import { useAppDispatch, useAppSelector } from './hooks';
import { selectSessionProfileStatus, selectSessionUser } from './session';

/**
 * The signed-in admin's profile for a page that needs it: loaded if nobody has asked for it yet,
 * with `reload` to ask again after a failure. Pages read it here rather than from the auth feature.
 */
export function useSessionProfile() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const status = useAppSelector(selectSessionProfileStatus);

  useEffect(() => {
    if (status === 'idle') void dispatch(fetchProfile());
  }, [dispatch, status]);

  const reload = useCallback(() => void dispatch(fetchProfile()), [dispatch]);
  return { user, status, reload };
}
