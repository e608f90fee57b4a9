import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE, getCookie, setCookie } from '../../lib/cookies';
import { BrowserWarningModal } from './BrowserWarningModal';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';
const chrome = (version: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version}.0.0.0 Safari/537.36`;
const MESSAGE = 'For best results please use latest version of Chrome browser';
const DAY = 24 * 60 * 60 * 1000;

function pretendBrowser(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('BrowserWarningModal', () => {
  it('warns a Firefox user', () => {
    pretendBrowser(FIREFOX);
    render(<BrowserWarningModal />);

    expect(screen.getByRole('dialog')).toHaveTextContent(MESSAGE);
  });

  it('does not warn on Chrome 120', () => {
    pretendBrowser(chrome(120));
    render(<BrowserWarningModal />);

    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  });

  it('warns on Chrome 79', () => {
    pretendBrowser(chrome(79));
    render(<BrowserWarningModal />);

    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
  });

  it("does not warn when the browser-warning cookie is '0'", () => {
    pretendBrowser(FIREFOX);
    setCookie(COOKIE.browserWarning, '0');
    render(<BrowserWarningModal />);

    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  });

  it("closing sets the cookie to '0' for 3 days, and the warning stays away meanwhile", async () => {
    pretendBrowser(FIREFOX);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-01T12:00:00Z'));
    const user = userEvent.setup();
    const { unmount } = render(<BrowserWarningModal />);

    await user.click(screen.getByRole('button', { name: 'OK' }));

    expect(getCookie(COOKIE.browserWarning)).toBe('0');
    await vi.waitFor(() => expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument());
    unmount();
    render(<BrowserWarningModal />);
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();

    vi.setSystemTime(Date.now() + 3 * DAY - 60_000);
    expect(getCookie(COOKIE.browserWarning)).toBe('0');
    vi.setSystemTime(Date.now() + 120_000);
    expect(getCookie(COOKIE.browserWarning)).toBeUndefined();
  });

  it('closes by Escape as well', async () => {
    pretendBrowser(FIREFOX);
    const user = userEvent.setup();
    render(<BrowserWarningModal />);

    await user.keyboard('{Escape}');

    expect(getCookie(COOKIE.browserWarning)).toBe('0');
    await waitFor(() => expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument());
  });
});
