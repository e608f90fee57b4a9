import { useState } from 'react';
import type { AdminUser } from '../../../contract/admins';
import { notify } from '../../lib/notify';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { adminFlowsCleared, selectAdminsFlow } from './adminsSlice';
import { resetTwoFactor } from './adminsThunks';

/**
 * The admins list's two-factor reset: the admin asked about, and what the dialog's buttons do.
 * `ask(admin)` opens it; `confirm()` resets and closes with a notice, or keeps it open with the
 * failure for another try; `cancel()` closes and sends nothing.
 */
export function useTwoFactorReset() {
  const dispatch = useAppDispatch();
  const flow = useAppSelector((state) => selectAdminsFlow(state, 'twoFactorReset'));
  const [target, setTarget] = useState<AdminUser | null>(null);

  const close = () => {
    // The flow's failure belongs to this admin's dialog, not the next one's.
    dispatch(adminFlowsCleared());
    setTarget(null);
  };

  const confirm = async () => {
    if (!target) return;
    const result = await dispatch(resetTwoFactor(target._id));
    if (!resetTwoFactor.fulfilled.match(result)) return;
    notify.success(`Two-factor sign-in is reset for ${target.email}.`);
    close();
  };

  return {
    target,
    pending: flow.status === 'loading',
    error: flow.status === 'failed' ? flow.error : null,
    ask: (admin: AdminUser) => setTarget(admin),
    confirm,
    cancel: close,
  };
}
