import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '../lib/notify';
import { App } from './App';
import { makeStore } from './store';

describe('App', () => {
  it('mounts the toast container with the first toast, and shows that toast', async () => {
    window.history.pushState({}, '', '/login');
    const { container } = render(<App store={makeStore()} />);
    await screen.findByRole('button', { name: 'Sign in' });
    expect(container.querySelector('.Toastify')).toBeNull();

    act(() => notify.success('Settings saved.'));

    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(container.querySelector('.Toastify')).not.toBeNull();
  });
});
