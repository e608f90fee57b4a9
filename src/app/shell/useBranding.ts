import { useEffect } from 'react';
import type { Profile } from '../../../contract/auth';
import { selectMenuColorStatus } from '../../features/company/companySlice';
import { fetchMenuColor } from '../../features/company/companyThunks';
import {
  applyFavicon,
  applyMenuColor,
  applyPrimaryColor,
  documentTitleFor,
} from '../../lib/branding';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import {
  selectOwnChannelID,
  selectSessionAdminColor,
  selectSessionMenuColor,
} from '../../state/session';

/**
 * Applies the company's branding once the profile is in: admin colour, menu colour (a channel
 * admin's comes from the channel's setting, else from the token), favicon and document title.
 */
export function useBranding(user: Profile | null): void {
  const dispatch = useAppDispatch();
  const channelID = useAppSelector(selectOwnChannelID);
  const menuColorStatus = useAppSelector(selectMenuColorStatus);
  const adminColor = useAppSelector(selectSessionAdminColor);
  const menuColor = useAppSelector(selectSessionMenuColor);

  useEffect(() => {
    if (channelID && menuColorStatus === 'idle') void dispatch(fetchMenuColor(channelID));
  }, [dispatch, channelID, menuColorStatus]);

  useEffect(() => {
    if (!user) return;
    applyPrimaryColor(adminColor);
    applyMenuColor(menuColor);
    applyFavicon(user.company?.favicon);
    document.title = documentTitleFor(user.company?.name);
  }, [user, adminColor, menuColor]);
}
