import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedGroups } from '../../../../tests/appUsersPages';
import { buildAudienceCount } from '../../../../tests/messageFactories';
import { channelAdmin, renderMessaging } from '../../../../tests/messagesPages';
import { uploadChoiceHandlers } from '../../../../tests/msw/messagesHandlers';
import { messagesStore, resetMessagesStore } from '../../../../tests/msw/messagesStore';
import { server } from '../../../../tests/msw/server';
import { SendMessagePage } from './SendMessagePage';

const routes = [
  { path: '/messages/send-notifications', element: <SendMessagePage /> },
  { path: '/messages/history/:messageID', element: <p>Detail page</p> },
];

const renderCompose = () => renderMessaging(routes, '/messages/send-notifications', channelAdmin());

async function fill(user: UserEvent, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

/** The browser's preferred languages, as navigator.languages reports them. */
function prefer(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

beforeEach(() => {
  resetMessagesStore();
  server.use(...uploadChoiceHandlers);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Picks the Stewards group, waits for the reach panel's figures, and answers them. */
async function reachOfStewards(user: UserEvent) {
  await user.click(screen.getByRole('radio', { name: 'Groups' }));
  await user.click(await screen.findByRole('checkbox', { name: /Stewards/ }));
  const panel = screen.getByRole('region', { name: 'Reach' });
  return within(panel).findByTestId('reach-summary');
}

describe("Send message: members' opt-outs in the reach", { timeout: 20_000 }, () => {
  it('names each way members opted out of, in the panel and the confirmation', async () => {
    seedGroups('Stewards');
    messagesStore.audienceCount = buildAudienceCount({
      suspended: 2,
      none: 0,
      optedOut: { push: 4, sms: 1312, email: 0 },
    });
    const { user } = renderCompose();
    const figures = await reachOfStewards(user);
    expect(figures).toHaveTextContent('2 suspended, 4 opted out of push, 1,312 opted out of SMS.');
    expect(figures).not.toHaveTextContent(/opted out of email/);

    await fill(user, 'Title', 'Meeting');
    await fill(user, 'Push message', 'Come along');
    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this message?' });
    const dialogFigures = within(dialog).getByTestId('reach-summary');
    expect(dialogFigures).toHaveTextContent('1,312 opted out of SMS');
    expect(dialogFigures.textContent).toBe(figures.textContent);
  });

  it("writes the counts as the reader's browser does", async () => {
    prefer('de-DE');
    seedGroups('Stewards');
    messagesStore.audienceCount = buildAudienceCount({
      suspended: 0,
      none: 0,
      optedOut: { push: 0, sms: 0, email: 2500 },
    });
    const { user } = renderCompose();
    expect(await reachOfStewards(user)).toHaveTextContent('2.500 opted out of email.');
  });

  it('says nothing of opt-outs when nobody opted out', async () => {
    seedGroups('Stewards');
    messagesStore.audienceCount = buildAudienceCount({ suspended: 3, none: 0 });
    const { user } = renderCompose();
    const figures = await reachOfStewards(user);
    expect(figures).toHaveTextContent('3 suspended.');
    expect(figures).not.toHaveTextContent(/opted out/);
  });
});
