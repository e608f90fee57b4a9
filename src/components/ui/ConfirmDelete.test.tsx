import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../tests/render';
import { ConfirmDelete, useConfirmDelete } from './ConfirmDelete';
import { notifyUndoable } from './UndoToast';

interface Shift {
  id: string;
  name: string;
}

/** A row button that asks, and the dialog, as a list page wires them. */
function Harness({ remove }: { remove: (shift: Shift) => Promise<boolean> }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const deletion = useConfirmDelete<Shift>({
    remove: async (shift) => {
      setPending(true);
      const done = await remove(shift);
      setPending(false);
      if (!done) setError('Error deleting shift.');
      return done;
    },
    onClose: () => setError(null),
  });
  return (
    <>
      <button type="button" onClick={() => deletion.ask({ id: 's1', name: 'Night shift' })}>
        Delete Night shift
      </button>
      <ConfirmDelete
        name={deletion.target?.name ?? null}
        noun="shift"
        pending={pending}
        error={error}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      >
        Members keep their other shifts.
      </ConfirmDelete>
    </>
  );
}

describe('ConfirmDelete', () => {
  it('names the thing and what deleting does, and cancelling deletes nothing', async () => {
    const remove = vi.fn(() => Promise.resolve(true));
    const { user } = renderApp(<Harness remove={remove} />);

    await user.click(screen.getByRole('button', { name: 'Delete Night shift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Night shift?' });
    expect(dialog).toHaveTextContent('Members keep their other shifts.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();
  });

  it('waits while deleting, then closes', async () => {
    let finish: (done: boolean) => void = () => undefined;
    const remove = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const { user } = renderApp(<Harness remove={remove} />);

    await user.click(screen.getByRole('button', { name: 'Delete Night shift' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete shift' }));
    expect(remove).toHaveBeenCalledWith({ id: 's1', name: 'Night shift' });
    expect(within(dialog).getByRole('button', { name: 'Delete shift' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();

    finish(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a failure in the dialog and lets the admin try again', async () => {
    const remove = vi
      .fn<(shift: Shift) => Promise<boolean>>()
      .mockResolvedValueOnce(false)
      .mockResolvedValueOnce(true);
    const { user } = renderApp(<Harness remove={remove} />);

    await user.click(screen.getByRole('button', { name: 'Delete Night shift' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete shift' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error deleting shift.');

    await user.click(within(dialog).getByRole('button', { name: 'Delete shift' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove).toHaveBeenCalledTimes(2);
  });
});

describe('notifyUndoable', () => {
  it('offers to take a reversible action back', async () => {
    const onUndo = vi.fn();
    const { user } = renderApp(<p>page</p>);

    notifyUndoable('Night shift archived.', onUndo);
    const toast = await screen.findByText('Night shift archived.');
    await user.click(
      within(toast.parentElement as HTMLElement).getByRole('button', { name: 'Undo' }),
    );

    expect(onUndo).toHaveBeenCalledOnce();
  });
});
