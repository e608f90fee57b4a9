import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from './notify';

afterEach(() => {
  vi.useRealTimers();
});

describe('notify', () => {
  it('shows an error as a danger toast, with its title', async () => {
    render(<ToastContainer />);

    act(() => {
      notify.error('The file is too large.', { title: 'Upload failed' });
    });

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Upload failed');
    expect(toast).toHaveTextContent('The file is too large.');
    expect(toast.closest('.Toastify__toast')).toHaveClass('toast-danger');
  });

  it.each(['success', 'info', 'warning'] as const)('shows a %s toast', async (kind) => {
    render(<ToastContainer />);

    act(() => {
      notify[kind](`A ${kind} message`);
    });

    expect(await screen.findByText(`A ${kind} message`)).toBeInTheDocument();
    expect(screen.getByText(`A ${kind} message`).closest('.Toastify__toast')).toHaveClass(
      `Toastify__toast--${kind}`,
    );
  });

  it('closes on click', async () => {
    const user = userEvent.setup();
    render(<ToastContainer />);
    act(() => {
      notify.success('Saved.');
    });

    const toast = (await screen.findByText('Saved.')).closest('.Toastify__toast');
    await user.click(screen.getByText('Saved.'));
    // jsdom runs no CSS animations: finish the exit animation by hand.
    if (toast) fireEvent.animationEnd(toast);

    await vi.waitFor(() => expect(screen.queryByText('Saved.')).not.toBeInTheDocument());
  });
});
