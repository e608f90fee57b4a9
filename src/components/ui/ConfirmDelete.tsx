import { useState, type ReactNode } from 'react';
import { notify } from '../../lib/notify';
import { ConfirmModal } from './ConfirmModal';

interface ConfirmDeleteProps {
  /** The name of what is to be deleted; the dialog is open while there is one. */
  name: string | null;
  /** The kind of thing, for the title while closing and the button: "Delete group". */
  noun: string;
  /** The delete is under way: both buttons wait and the dialog stays open. */
  pending: boolean;
  /** Why the delete failed, shown in the dialog; a second try stays possible. */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  /** A sentence or two: what deleting removes, what stays, and whether it can be undone. */
  children: ReactNode;
}

/** Asks before deleting a named thing: "Delete Night shift?" with the consequences. */
export function ConfirmDelete({
  name,
  noun,
  pending,
  error,
  onConfirm,
  onCancel,
  children,
}: ConfirmDeleteProps) {
  return (
    <ConfirmModal
      show={name !== null}
      title={`Delete ${name ?? noun}?`}
      confirmLabel={`Delete ${noun}`}
      busy={pending}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p className="mb-0">{children}</p>
    </ConfirmModal>
  );
}

interface ConfirmDeleteOptions<T> {
  /** Deletes the thing; resolves true when it is gone, which closes the dialog. */
  remove: (target: T) => Promise<boolean>;
  /** When the dialog closes, either way: clear the delete flow so its error does not linger. */
  onClose?: () => void;
}

/**
 * The state of a list's delete confirmation: the row asked about, and what the dialog's buttons
 * do. `ask(row)` opens it; `confirm()` deletes and closes on success; `cancel()` closes.
 */
export function useConfirmDelete<T>({ remove, onClose }: ConfirmDeleteOptions<T>) {
  const [target, setTarget] = useState<{ row: T } | null>(null);
  const close = () => {
    onClose?.();
    setTarget(null);
  };
  return {
    target: target?.row ?? null,
    ask: (row: T) => setTarget({ row }),
    confirm: async () => {
      if (target && (await remove(target.row))) close();
    },
    cancel: close,
  };
}

/**
 * Waits for a dispatched delete thunk: resolves true when it went through (toasting
 * "{name} deleted."), false when it failed and the dialog shows why. A `remove` for the hook.
 */
export async function deleted(
  request: Promise<{ meta: { requestStatus: string } }>,
  name: string,
): Promise<boolean> {
  const result = await request;
  if (result.meta.requestStatus !== 'fulfilled') return false;
  notify.success(`${name} deleted.`);
  return true;
}
