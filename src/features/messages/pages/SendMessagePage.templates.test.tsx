import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { channelAdmin, renderMessaging } from '../../../../tests/messagesPages';
import {
  buildTemplate,
  resetTemplatesStore,
  templatesStore,
} from '../../../../tests/msw/messageTemplatesHandlers';
import { uploadChoiceHandlers } from '../../../../tests/msw/messagesHandlers';
import { messagesStore, resetMessagesStore } from '../../../../tests/msw/messagesStore';
import { server } from '../../../../tests/msw/server';
import { SendMessagePage } from './SendMessagePage';

const routes = [{ path: '/messages/send-notifications', element: <SendMessagePage /> }];

const ballot = () =>
  buildTemplate({
    name: 'Ballot reminder',
    title: 'Ballot closes Friday',
    push_message: 'Hi {{ firstname }}, vote by Friday.',
    message: '<p>Polls close at noon.</p>',
    variants: [
      {
        language: 'es',
        title: 'La votación cierra el viernes',
        push_message: 'Hola {{ firstname }}, vota antes del viernes.',
        message: '<p>Cierra a mediodía.</p>',
      },
    ],
  });

async function pickTemplate(user: UserEvent, name: string) {
  await user.click(screen.getByRole('button', { name: 'Use a template' }));
  const picker = await screen.findByRole('dialog', { name: 'Choose a template' });
  await user.click(await within(picker).findByRole('button', { name: new RegExp(name) }));
}

beforeEach(() => {
  resetMessagesStore();
  resetTemplatesStore();
  server.use(...uploadChoiceHandlers);
});

describe('Compose from a template', { timeout: 20_000 }, () => {
  it('fills the texts and the Spanish version from the template, and sends them', async () => {
    templatesStore.templates.push(ballot());
    const { user } = renderMessaging(routes, '/messages/send-notifications', channelAdmin());
    await user.click(screen.getByRole('button', { name: 'Use a template' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose a template' });
    const item = await within(picker).findByRole('button', { name: /Ballot reminder/ });
    // Recognised by its title, its push text and whose it is.
    expect(item).toHaveTextContent('Ballot closes Friday');
    expect(item).toHaveTextContent('Hi {{ firstname }}, vote by Friday.');
    expect(item).toHaveTextContent('Organization');
    expect(item).toHaveTextContent('Also in Spanish');
    await user.click(item);

    // Nothing was written: no question, the fields are filled at once.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Title')).toHaveValue('Ballot closes Friday');
    expect(screen.getByLabelText('Push message')).toHaveValue(
      'Hi {{ firstname }}, vote by Friday.',
    );
    expect(screen.getByLabelText('Rich message')).toHaveValue('<p>Polls close at noon.</p>');
    const tabs = screen.getByRole('tablist', { name: 'Languages' });
    await user.click(within(tabs).getByRole('tab', { name: /Spanish/ }));
    const spanish = screen.getByRole('tabpanel', { name: 'Spanish text' });
    expect(within(spanish).getByLabelText('Title')).toHaveValue('La votación cierra el viernes');

    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send this message?' });
    await user.click(within(confirm).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message sent.')).toBeInTheDocument();
    expect(messagesStore.sent[0]?.body).toMatchObject({
      title: 'Ballot closes Friday',
      push_message: 'Hi {{ firstname }}, vote by Friday.',
      message: '<p>Polls close at noon.</p>',
      variants: [
        {
          language: 'es',
          title: 'La votación cierra el viernes',
          push_message: 'Hola {{ firstname }}, vota antes del viernes.',
          message: '<p>Cierra a mediodía.</p>',
        },
      ],
    });
  });

  it('asks before replacing what the sender wrote, and keeps it when told to', async () => {
    templatesStore.templates.push(ballot());
    const { user } = renderMessaging(routes, '/messages/send-notifications', channelAdmin());
    await user.click(screen.getByLabelText('Title'));
    await user.paste('My own title');

    await pickTemplate(user, 'Ballot reminder');
    const ask = await screen.findByRole('dialog', {
      name: 'Replace what you wrote with the template?',
    });
    expect(ask).toHaveTextContent('“Ballot reminder” replaces the title, push message');
    await user.click(within(ask).getByRole('button', { name: 'Keep what I wrote' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Title')).toHaveValue('My own title');
    expect(screen.queryByRole('tab', { name: /Spanish/ })).toBeNull();

    await pickTemplate(user, 'Ballot reminder');
    const again = await screen.findByRole('dialog', {
      name: 'Replace what you wrote with the template?',
    });
    await user.click(within(again).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Title')).toHaveValue('Ballot closes Friday');
    expect(screen.getByRole('tab', { name: /Spanish/ })).toBeInTheDocument();
  });

  it('keeps the image and buttons the sender set when the template has neither', async () => {
    templatesStore.templates.push(ballot());
    const { user } = renderMessaging(routes, '/messages/send-notifications', channelAdmin());
    await user.click(screen.getByLabelText(/Image address/));
    await user.paste('https://example.org/poster.png');
    await user.click(screen.getByRole('button', { name: 'Add a button' }));
    await user.click(screen.getByLabelText('Button 1 label'));
    await user.paste('My button');
    // Nothing the template fills was written: no question.
    await pickTemplate(user, 'Ballot reminder');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Title')).toHaveValue('Ballot closes Friday');
    expect(screen.getByLabelText(/Image address/)).toHaveValue('https://example.org/poster.png');
    expect(screen.getByLabelText('Button 1 label')).toHaveValue('My button');
  });

  it("takes the template's image and buttons, and sends them", async () => {
    templatesStore.templates.push(
      buildTemplate({
        ...ballot(),
        pushImage: 'https://cdn.example.org/ballot.png',
        pushButtons: [{ label: 'Vote now', url: 'acmeunion://ballot/7' }],
      }),
    );
    const { user } = renderMessaging(routes, '/messages/send-notifications', channelAdmin());
    await pickTemplate(user, 'Ballot reminder');
    await waitFor(() =>
      expect(screen.getByLabelText(/Image address/)).toHaveValue(
        'https://cdn.example.org/ballot.png',
      ),
    );
    expect(screen.getByLabelText('Button 1 label')).toHaveValue('Vote now');
    expect(screen.getByLabelText('Button 1 link')).toHaveValue('acmeunion://ballot/7');

    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send this message?' });
    await user.click(within(confirm).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message sent.')).toBeInTheDocument();
    expect(messagesStore.sent[0]?.body).toMatchObject({
      pushImage: 'https://cdn.example.org/ballot.png',
      pushButtons: [{ label: 'Vote now', url: 'acmeunion://ballot/7' }],
    });
  });

  it("asks before the template's image and buttons replace the sender's", async () => {
    templatesStore.templates.push(
      buildTemplate({ ...ballot(), pushImage: 'https://cdn.example.org/ballot.png' }),
    );
    const { user } = renderMessaging(routes, '/messages/send-notifications', channelAdmin());
    await user.click(screen.getByLabelText(/Image address/));
    await user.paste('https://example.org/poster.png');

    await pickTemplate(user, 'Ballot reminder');
    const ask = await screen.findByRole('dialog', {
      name: 'Replace what you wrote with the template?',
    });
    expect(ask).toHaveTextContent(
      '“Ballot reminder” replaces the title, push message, rich message, the other languages’ versions and the push image and buttons. What you wrote there is not kept.',
    );
    await user.click(within(ask).getByRole('button', { name: 'Keep what I wrote' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText(/Image address/)).toHaveValue('https://example.org/poster.png');
    expect(screen.getByLabelText('Title')).toHaveValue('');

    await pickTemplate(user, 'Ballot reminder');
    const again = await screen.findByRole('dialog', {
      name: 'Replace what you wrote with the template?',
    });
    await user.click(within(again).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText(/Image address/)).toHaveValue(
      'https://cdn.example.org/ballot.png',
    );
    // The template has no buttons: the two go as one, so the sender's (none here) are replaced.
    expect(screen.queryByLabelText('Button 1 label')).toBeNull();
  });
});
