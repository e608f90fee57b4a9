import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProfile } from '../../../../tests/factories';
import { buildSequenceStep } from '../../../../tests/messageFactories';
import { renderMessaging } from '../../../../tests/messagesPages';
import {
  buildTemplate,
  resetTemplatesStore,
  templatesStore,
} from '../../../../tests/msw/messageTemplatesHandlers';
import { messagesStore, resetMessagesStore } from '../../../../tests/msw/messagesStore';
import { renderApp } from '../../../../tests/render';
import { COOKIE, setCookie } from '../../../lib/cookies';
import { CampaignFormPage } from '../pages/CampaignFormPage';
import { SequenceFormPage } from '../pages/SequenceFormPage';
import { FollowUpDialog, type FollowUpWords } from './board/FollowUpDialog';

const welcome = () =>
  buildTemplate({
    name: 'Welcome aboard',
    title: 'Welcome, {{ firstname }}',
    push_message: 'Glad you joined the union.',
    message: '<p>Here is what we do.</p>',
    variants: [{ language: 'es', title: 'Bienvenida', push_message: 'Hola', message: '' }],
  });

async function pickTemplate(user: UserEvent, name: string) {
  await user.click(screen.getByRole('button', { name: 'Use a template' }));
  const picker = await screen.findByRole('dialog', { name: 'Choose a template' });
  await user.click(await within(picker).findByRole('button', { name: new RegExp(name) }));
}

const replaceQuestion = () =>
  screen.findByRole('dialog', { name: 'Replace what you wrote with the template?' });

beforeEach(() => {
  resetMessagesStore();
  resetTemplatesStore();
  templatesStore.templates.push(welcome());
});

describe('Templates in the sequence, campaign and follow-up forms', { timeout: 20_000 }, () => {
  it('fills a new sequence step’s title, push message and rich message, and saves them', async () => {
    const { user } = renderMessaging(
      [
        { path: '/messages/sequence/create', element: <SequenceFormPage /> },
        { path: '/messages/sequence/list', element: <p>List</p> },
      ],
      '/messages/sequence/create',
    );
    await user.type(screen.getByLabelText('Label'), 'Day one');
    await pickTemplate(user, 'Welcome aboard');
    await waitFor(() =>
      expect(screen.getByLabelText('Title')).toHaveValue('Welcome, {{ firstname }}'),
    );
    expect(screen.getByLabelText('Push message')).toHaveValue('Glad you joined the union.');
    expect(screen.getByLabelText('Rich message')).toHaveValue('<p>Here is what we do.</p>');
    // The label is the step's own, not a text the template holds.
    expect(screen.getByLabelText('Label')).toHaveValue('Day one');
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    expect(await screen.findByText('Day one added to the sequence.')).toBeInTheDocument();
    expect(messagesStore.sequenceWrites[0]?.body).toMatchObject({
      label: 'Day one',
      title: 'Welcome, {{ firstname }}',
      pushMessage: 'Glad you joined the union.',
      message: '<p>Here is what we do.</p>',
    });
  });

  it('asks before replacing the texts of a step being edited', async () => {
    const step = buildSequenceStep({ label: 'Welcome', title: 'Hello', pushMessage: 'Hi there' });
    messagesStore.sequence.push(step);
    const { user } = renderMessaging(
      [{ path: '/messages/sequence/create', element: <SequenceFormPage /> }],
      `/messages/sequence/create?edit=${step._id}`,
    );
    expect(await screen.findByLabelText('Title')).toHaveValue('Hello');
    await pickTemplate(user, 'Welcome aboard');
    const ask = await replaceQuestion();
    expect(ask).toHaveTextContent('replaces the title, push message and rich message');
    await user.click(within(ask).getByRole('button', { name: 'Keep what I wrote' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Title')).toHaveValue('Hello');
    await pickTemplate(user, 'Welcome aboard');
    await user.click(within(await replaceQuestion()).getByRole('button', { name: 'Replace' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Title')).toHaveValue('Welcome, {{ firstname }}'),
    );
    expect(screen.getByLabelText('Push message')).toHaveValue('Glad you joined the union.');
  });

  it('fills an award campaign’s title, and its message from the push text', async () => {
    setCookie(COOKIE.companyID, 'acme');
    const { user } = renderMessaging(
      [
        { path: '/messages/award-campaigns/create', element: <CampaignFormPage /> },
        { path: '/messages/award-campaigns', element: <p>List</p> },
      ],
      '/messages/award-campaigns/create',
      buildProfile({ userGroup: 1, companyID: 'All' }),
    );
    await screen.findByRole('button', { name: 'Create campaign' });
    await pickTemplate(user, 'Welcome aboard');
    await waitFor(() =>
      expect(screen.getByLabelText('Title')).toHaveValue('Welcome, {{ firstname }}'),
    );
    expect(screen.getByLabelText('Message')).toHaveValue('Glad you joined the union.');

    await user.clear(screen.getByLabelText('Message'));
    await user.type(screen.getByLabelText('Message'), 'My words');
    await pickTemplate(user, 'Welcome aboard');
    const ask = await replaceQuestion();
    expect(ask).toHaveTextContent('replaces the title and message');
    await user.click(within(ask).getByRole('button', { name: 'Keep what I wrote' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Message')).toHaveValue('My words');
  });

  it('fills a follow-up’s title and push message, asking once the sender changed them', async () => {
    const onSend = vi.fn<(words: FollowUpWords) => void>();
    const { user } = renderApp(
      <FollowUpDialog
        show
        original={{ title: 'Strike vote', push_message: 'Vote on Friday' }}
        recipients={12}
        busy={false}
        error={null}
        onSend={onSend}
        onCancel={vi.fn()}
      />,
      { user: buildProfile({ userGroup: 4 }) },
    );
    const dialog = screen.getByRole('dialog', { name: 'Send a follow-up' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Reminder: Strike vote');
    // The words the dialog starts from are the original's: replaced without asking.
    await pickTemplate(user, 'Welcome aboard');
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Title')).toHaveValue('Welcome, {{ firstname }}'),
    );
    expect(within(dialog).getByLabelText('Push message')).toHaveValue('Glad you joined the union.');

    const push = within(dialog).getByLabelText('Push message');
    await user.clear(push);
    await user.type(push, 'Please confirm today');
    await pickTemplate(user, 'Welcome aboard');
    const ask = await replaceQuestion();
    expect(ask).toHaveTextContent('replaces the title and push message');
    await user.click(within(ask).getByRole('button', { name: 'Keep what I wrote' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /Replace what you wrote/ })).toBeNull(),
    );
    expect(within(dialog).getByLabelText('Push message')).toHaveValue('Please confirm today');

    await user.click(within(dialog).getByRole('button', { name: 'Send follow-up' }));
    expect(onSend).toHaveBeenCalledWith({
      title: 'Welcome, {{ firstname }}',
      push_message: 'Please confirm today',
    });
  });
});
