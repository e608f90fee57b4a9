import { lazy, Suspense } from 'react';
import type { MobileUserFilter } from '../../../../contract/mobileUsers';
import { DialogLoading } from '../../../components/ui/DialogLoading';

// Loaded when first opened, so the users page's own chunk stays as it was.
const CreateUserDialog = lazy(() =>
  import('./CreateUserDialog').then((module) => ({ default: module.CreateUserDialog })),
);
const UnionSyncDialog = lazy(() =>
  import('./UnionSyncDialog').then((module) => ({ default: module.UnionSyncDialog })),
);
const UaCheckDialog = lazy(() =>
  import('./UaCheckDialog').then((module) => ({ default: module.UaCheckDialog })),
);

export type UserTool = 'create' | 'sync' | 'uaCheck';

interface UserToolDialogsProps {
  tool: UserTool | null;
  filter: MobileUserFilter;
  onClose: () => void;
  /** Users were added, changed or deleted: load the list again. */
  onChanged: () => void;
}

/** The users page's tools that open in a dialog: add a user, sync from the union, compare. */
export function UserToolDialogs({ tool, filter, onClose, onChanged }: UserToolDialogsProps) {
  if (!tool) return null;
  return (
    <Suspense fallback={<DialogLoading />}>
      {tool === 'create' && <CreateUserDialog onClose={onClose} onChanged={onChanged} />}
      {tool === 'sync' && <UnionSyncDialog onClose={onClose} onChanged={onChanged} />}
      {tool === 'uaCheck' && (
        <UaCheckDialog filter={filter} onClose={onClose} onChanged={onChanged} />
      )}
    </Suspense>
  );
}
