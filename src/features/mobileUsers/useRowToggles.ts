import { useCallback } from 'react';
import type { MobileUser } from '../../../contract/mobileUsers';
import { useAppDispatch } from '../../app/hooks';
import { notify } from '../../lib/notify';
import { setChatDisabled, setDailyDeal, setUserStatus } from './mobileUsersThunks';
import { displayName } from './userDisplay';

export type RowToggle = 'status' | 'chat' | 'deals';

/** The row actions that need no dialog: each flips one flag and says what it did. */
export function useRowToggles() {
  const dispatch = useAppDispatch();
  return useCallback(
    async (toggle: RowToggle, user: MobileUser) => {
      const name = displayName(user);
      const userId = user._id;
      if (toggle === 'status') {
        const status = user.isActive ? 0 : 1;
        const result = await dispatch(setUserStatus({ userId, status }));
        if (setUserStatus.fulfilled.match(result)) {
          notify.success(status ? `${name} is active again.` : `${name} is suspended.`);
        } else if (result.payload) notify.error(result.payload);
      } else if (toggle === 'chat') {
        const disabled = !user.imDisabled;
        const result = await dispatch(setChatDisabled({ userId, disabled }));
        if (setChatDisabled.fulfilled.match(result)) {
          notify.success(disabled ? `Chat is off for ${name}.` : `Chat is on for ${name}.`);
        } else if (result.payload) notify.error(result.payload);
      } else {
        const isDailyDeal = !user.isDailyDeal;
        const result = await dispatch(setDailyDeal({ userId, isDailyDeal }));
        if (setDailyDeal.fulfilled.match(result)) {
          notify.success(
            isDailyDeal ? `${name} now gets daily deals.` : `${name} no longer gets daily deals.`,
          );
        } else if (result.payload) notify.error(result.payload);
      }
    },
    [dispatch],
  );
}
