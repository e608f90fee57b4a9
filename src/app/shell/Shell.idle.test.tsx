import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProfile } from '../../../tests/factories';
import { isSessionActive } from '../../../tests/msw/authHandlers';
import {
  recordPageNavigation,
  type PageNavigationRecord,
} from '../../../tests/pageNavigationRecorder';
import { renderApp } from '../../../tests/render';
import { IdleDialog } from '../../components/ui/IdleDialog';
import { COOKIE, getCookie, setCookie } from '../../lib/cookies';
import { Shell } from './Shell';

const MINUTE = 60_000;
let navigation: { record: PageNavigationRecord; restore: () => void };

beforeEach(() => {
  navigation = recordPageNavigation();
  setCookie(COOKIE.browserWarning, '0');
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
});

afterEach(() => {
  vi.useRealTimers();
  navigation.restore();
});

function renderSignedIn() {
  const profile = buildProfile({ companyID: 'acme', userGroup: 4 });
  const { token } = renderApp(
    [{ element: <Shell />, children: [{ path: '/dashboard', element: <h1>Dashboard</h1> }] }],
    { route: '/dashboard', user: profile },
  );
  return token ?? '';
}

function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}
const dialog = () => screen.queryByRole('dialog', { name: 'Your session has expired' });

describe('IdleDialog', () => {
  it('appears after 40 minutes without activity, not a second before', () => {
    renderSignedIn();

    advance(40 * MINUTE - 1000);
    expect(dialog()).not.toBeInTheDocument();

    advance(1000);
    expect(dialog()).toBeInTheDocument();
    expect(dialog()).toHaveTextContent('You will be logged out in 20 seconds.');
  });

  it('counts down in seconds', () => {
    renderSignedIn();
    advance(40 * MINUTE);

    advance(1000);
    expect(dialog()).toHaveTextContent('in 19 seconds');
    advance(18_000);
    expect(dialog()).toHaveTextContent('in 1 second.');
  });

  it('waits longer after activity', () => {
    renderSignedIn();

    advance(30 * MINUTE);
    fireEvent.mouseMove(document);
    advance(39 * MINUTE);
    expect(dialog()).not.toBeInTheDocument();

    fireEvent.keyDown(document, { key: 'Shift' });
    advance(40 * MINUTE - 1);
    expect(dialog()).not.toBeInTheDocument();
    advance(1);
    expect(dialog()).toBeInTheDocument();
  });

  it('keeps the session on Continue and starts the 40 minutes again', () => {
    const token = renderSignedIn();
    advance(40 * MINUTE);
    advance(5000);

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // The modal's fade-out takes two rounds of timers: the transition, then the unmount.
    advance(500);
    advance(500);
    expect(dialog()).not.toBeInTheDocument();

    advance(30_000);
    expect(navigation.record.assigned).toEqual([]);
    expect(isSessionActive(token)).toBe(true);
    expect(getCookie(COOKIE.token)).toBe(token);

    // 31 s have passed since Continue.
    advance(40 * MINUTE - 31_000 - 1);
    expect(dialog()).not.toBeInTheDocument();
    advance(1);
    expect(dialog()).toHaveTextContent('in 20 seconds');
  });

  it('logs out when the countdown ends', async () => {
    const token = renderSignedIn();
    advance(40 * MINUTE);

    advance(19_000);
    expect(navigation.record.assigned).toEqual([]);
    advance(1000);

    await vi.waitFor(() => expect(navigation.record.assigned).toEqual(['/acme']));
    expect(isSessionActive(token)).toBe(false);
    expect(getCookie(COOKIE.token)).toBeUndefined();
    expect(getCookie(COOKIE.browserWarning)).toBe('0');
  });

  it('never times out a session that is not signed in', () => {
    const onExpire = vi.fn();
    renderApp(<IdleDialog enabled={false} onExpire={onExpire} />);

    advance(41 * MINUTE);

    expect(dialog()).not.toBeInTheDocument();
    expect(onExpire).not.toHaveBeenCalled();
  });
});
