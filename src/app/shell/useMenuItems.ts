import { useMemo } from 'react';
import type { Profile } from '../../../contract/auth';
import { buildMenu } from '../../routes/menu';
import type { MenuItem } from '../../routes/menuTypes';

export function useMenuItems(user: Profile | null): MenuItem[] {
  return useMemo(() => (user ? buildMenu(user) : []), [user]);
}
