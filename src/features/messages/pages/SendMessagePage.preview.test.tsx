import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { channelAdmin, renderMessaging } from '../../../../tests/messagesPages';
import { uploadChoiceHandlers } from '../../../../tests/msw/messagesHandlers';
import { messagesStore, resetMessagesStore } from '../../../../tests/msw/messagesStore';
import { server } from '../../../../tests/msw/server';
import { SendMessagePage } from './SendMessagePage';

const routes = [{ path: '/messages/send-notifications', element: <SendMessagePage /> }];

async function fill(user: UserEvent, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

beforeEach(() => {
  resetMessagesStore();
  server.use(...uploadChoiceHandlers);
});

describe('Compose with merge fields', { timeout: 20_000 }, () => {
  it('previews the draft as three members, switching between them', async () => {
    const { user } = renderMessaging(routes, '/messages/send-notifications', channelAdmin());
    await fill(user, 'Title', 'Hi {{ firstname | default: "member" }}');
    await fill(user, 'Push message', 'Your vote counts, {{ firstname }}');

    const chooser = await screen.findByRole('radiogroup', { name: 'Preview as' });
    expect(
      within(chooser)
        .getAllByRole('radio')
        .map((radio) => radio.closest('span')?.textContent),
    ).toEqual(['Ana S.', 'Ben O.', 'Chen L.']);
    const push = () =>
      within(screen.getByRole('figure', { name: 'Preview on a phone' })).getByRole('region', {
        name: 'Push notification',
      });
    expect(push()).toHaveTextContent('Hi Ana');
    expect(push()).toHaveTextContent('Your vote counts, Ana');
    await user.click(within(chooser).getByLabelText('Ben O.'));
    expect(push()).toHaveTextContent('Your vote counts, Ben');
    // The SMS is measured on the longest rendering, with its link.
    expect(
      screen.getByText(/As an SMS with its link: \d+ characters at the longest, 1 part/),
    ).toBeInTheDocument();
  });

  it('names a field members do not have before the send would refuse it', async () => {
    const { user } = renderMessaging(routes, '/messages/send-notifications', channelAdmin());
    await fill(user, 'Push message', 'Hi {{ nickname }}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('These merge fields cannot be sent:');
    expect(alert).toHaveTextContent('Push message uses the merge field {{ nickname }}');
    expect(screen.queryByRole('radiogroup', { name: 'Preview as' })).not.toBeInTheDocument();
  });

  it('inserts a merge field where the sender last typed', async () => {
    const { user } = renderMessaging(routes, '/messages/send-notifications', channelAdmin());
    await fill(user, 'Title', 'Hello ');
    await user.click(screen.getByRole('button', { name: 'Insert a merge field' }));
    await user.click(await screen.findByRole('button', { name: /First name/ }));
    expect(screen.getByLabelText('Title')).toHaveValue('Hello {{ firstname }}');
    await user.click(screen.getByRole('button', { name: 'Insert a merge field' }));
    expect(await screen.findByRole('button', { name: /Local/ })).toBeInTheDocument();
  });

  it('writes a Spanish version beside the default and sends both', async () => {
    const { user } = renderMessaging(routes, '/messages/send-notifications', channelAdmin());
    await fill(user, 'Title', 'Strike vote');
    await fill(user, 'Push message', 'Vote on Friday');
    // The audience has a Spanish reader and no Spanish version yet.
    expect(await screen.findByText(/No version yet/)).toHaveTextContent(
      'No version yet for 1 member who reads Spanish: they get the English text.',
    );
    await user.click(screen.getByRole('button', { name: 'Add a language' }));
    await user.click(await screen.findByRole('button', { name: /Spanish\s*1 in the audience/ }));
    const tabs = screen.getByRole('tablist', { name: 'Languages' });
    expect(within(tabs).getByRole('tab', { name: /Spanish/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const spanish = screen.getByRole('tabpanel', { name: 'Spanish text' });
    expect(within(spanish).getByLabelText('Title')).toHaveValue('');
    await fill(user, 'Title', 'Votación de huelga');
    await fill(user, 'Push message', 'Vota el viernes, {{ firstname }}');
    expect(screen.queryByText(/No version yet/)).not.toBeInTheDocument();
    // Ana reads Spanish: the phone shows her the Spanish version.
    const chooser = await screen.findByRole('radiogroup', { name: 'Preview as' });
    await user.click(within(chooser).getByLabelText('Ana S.'));
    const phone = screen.getByRole('figure', { name: 'Preview on a phone' });
    await within(phone).findAllByText('Votación de huelga');
    expect(within(phone).getByRole('region', { name: 'Push notification' })).toHaveTextContent(
      'Vota el viernes, Ana',
    );
    // Back to English: its own texts are as they were.
    await user.click(within(tabs).getByRole('tab', { name: /English \(default\)/ }));
    expect(screen.getByLabelText('Title')).toHaveValue('Strike vote');

    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message sent.')).toBeInTheDocument();
    expect(messagesStore.sent[0]?.body).toMatchObject({
      title: 'Strike vote',
      push_message: 'Vote on Friday',
      variants: [
        {
          language: 'es',
          title: 'Votación de huelga',
          push_message: 'Vota el viernes, {{ firstname }}',
          message: '',
        },
      ],
    });
  });
});
