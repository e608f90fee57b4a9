import { useEffect } from 'react';
import type { Profile } from '../../../contract/auth';
import { isChannelAdminGroup } from '../../../contract/userGroups';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  fetchMenuColor,
  selectMenuColor,
  selectMenuColorStatus,
} from '../../features/company/companySlice';
import {
  applyFavicon,
  applyMenuColor,
  applyPrimaryColor,
  documentTitleFor,
} from '../../lib/branding';
import { sessionClaims } from '../../lib/tokenClaims';

/**
 * Applies the company's branding once the profile is in: admin colour, menu colour (a channel
 * admin's comes from the channel's setting, else from the token), favicon and document title.
 */
export function useBranding(user: Profile | null): void {
  const dispatch = useAppDispatch();
  const channelMenuColor = useAppSelector(selectMenuColor);
  const menuColorStatus = useAppSelector(selectMenuColorStatus);
  const channelID = user && isChannelAdminGroup(user.userGroup) ? user.contentProviderID : null;

  useEffect(() => {
    if (channelID && menuColorStatus === 'idle') void dispatch(fetchMenuColor(channelID));
  }, [dispatch, channelID, menuColorStatus]);

  useEffect(() => {
    if (!user) return;
    const claims = sessionClaims();
    applyPrimaryColor(user.company?.adminColor.color_hex ?? claims?.adminColor);
    applyMenuColor((channelID ? channelMenuColor : null) ?? claims?.menuColor);
    applyFavicon(user.company?.favicon);
    document.title = documentTitleFor(user.company?.name);
  }, [user, channelID, channelMenuColor]);
}
