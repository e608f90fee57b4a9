import { useCallback } from 'react';
import type { MobileUser } from '../../../contract/mobileUsers';
import { useAppDispatch } from '../../state/hooks';
import { notifyUndoable } from '../../components/ui/UndoToast';
import { notify } from '../../lib/notify';
import type { StatusFilter } from './listQuery';
import { setChatDisabled, setDailyDeal, setUserStatus } from './mobileUsersThunks';
import { displayName } from './userDisplay';

export type RowToggle = 'status' | 'chat' | 'deals';

const statusDone = (name: string, status: 0 | 1) =>
  status ? `${name} is active again.` : `${name} is suspended.`;

/**
 * The row actions that need no dialog: each flips one flag and says what it did. Suspending and
 * activating are undone from their toast; undoing reloads the page, since the row may have left
 * the tab shown.
 */
export function useRowToggles(listStatus: StatusFilter, reload: () => void) {
  const dispatch = useAppDispatch();
  return useCallback(
    async (toggle: RowToggle, user: MobileUser) => {
      const name = displayName(user);
      const userId = user._id;
      if (toggle === 'status') {
        const status = user.isActive ? 0 : 1;
        const result = await dispatch(setUserStatus({ userId, status, listStatus }));
        if (!setUserStatus.fulfilled.match(result)) {
          if (result.payload) notify.error(result.payload);
          return;
        }
        notifyUndoable(statusDone(name, status), () => {
          const back = status ? 0 : 1;
          void dispatch(setUserStatus({ userId, status: back, listStatus })).then((undone) => {
            if (setUserStatus.fulfilled.match(undone)) {
              notify.success(statusDone(name, back));
              reload();
            } else if (undone.payload) notify.error(undone.payload);
          });
        });
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
    [dispatch, listStatus, reload],
  );
}
