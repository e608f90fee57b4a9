import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { channelAdmin, companyAdmin } from '../../../../tests/messagesPages';
import { buildMobileUser } from '../../../../tests/factories';
import { appUsers } from '../../../../tests/msw/appUsersStore';
import { messageTests } from '../../../../tests/msw/messageTestHandlers';
import { renderApp } from '../../../../tests/render';
import { NEW_MESSAGE, type ComposeValues } from '../composeForm';
import { SendTestDialog } from './SendTestDialog';

const CHANNEL = '30000000-0000-4000-8000-000000000009';

const drafted: ComposeValues = {
  ...NEW_MESSAGE,
  cpId: CHANNEL,
  title: 'Hi {{ firstname }}',
  push_message: 'Local {{ custom.Local }} meets on Friday',
  message: '<p>Dear {{ firstname }}</p>',
  schedule: 'once',
  schedule_date: '2099-01-01',
  schedule_time: '09:00',
};

function renderDialog(values: ComposeValues = drafted, admin = companyAdmin()) {
  const rendered = renderApp(<SendTestDialog values={values} />, { user: admin });
  return {
    ...rendered,
    open: () => rendered.user.click(screen.getByRole('button', { name: 'Send a test' })),
  };
}

beforeEach(() => messageTests.reset());

describe('SendTestDialog', () => {
  it('sends the message as it is to me by default and says where it went', async () => {
    const { user, open } = renderDialog();
    await open();
    const dialog = screen.getByRole('dialog', { name: 'Send a test' });
    expect(within(dialog).getByRole('radio', { name: /Send to me/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Send test' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Sent to 2 devices and ann@example.com.',
    );
    expect(messageTests.sent).toHaveLength(1);
    const [body] = messageTests.sent;
    expect(body).toMatchObject({
      cpId: CHANNEL,
      title: 'Hi {{ firstname }}',
      push_message: 'Local {{ custom.Local }} meets on Friday',
      message: '<p>Dear {{ firstname }}</p>',
      deliveryMode: NEW_MESSAGE.deliveryMode,
    });
    // A test is the message, not its audience or schedule, and goes to me: no member named.
    expect(body).not.toHaveProperty('memberId');
    expect(body).not.toHaveProperty('audience');
    expect(body).not.toHaveProperty('schedule_date');
  });

  it('sends to a chosen test member', async () => {
    const bea = buildMobileUser({ firstname: 'Bea', lastname: 'Test', name: 'Bea Test' });
    appUsers.users.push(bea);
    const { user, open } = renderDialog();
    await open();
    const dialog = screen.getByRole('dialog', { name: 'Send a test' });
    await user.click(within(dialog).getByRole('radio', { name: 'Send to a test member' }));
    const send = within(dialog).getByRole('button', { name: 'Send test' });
    expect(send).toBeDisabled();
    expect(within(dialog).getByRole('note')).toHaveTextContent('Choose the test member.');

    const members = await within(dialog).findByRole('list', { name: 'Test members' });
    await user.click(within(members).getByRole('radio', { name: /Bea Test/ }));
    await user.click(send);

    expect(await within(dialog).findByRole('status')).toHaveTextContent('Sent to 1 device.');
    expect(messageTests.sent[0]?.memberId).toBe(bea._id);
  });

  it("shows the API's refusal in the dialog", async () => {
    const { user, open } = renderDialog({ ...drafted, push_message: 'Hello {{ nickname }}' });
    await open();
    const dialog = screen.getByRole('dialog', { name: 'Send a test' });
    await user.click(within(dialog).getByRole('button', { name: 'Send test' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('{{ nickname }}');
    expect(messageTests.sent).toEqual([]);
  });

  it('says when there is nobody to test with', async () => {
    messageTests.failure = {
      status: 400,
      body: {
        code: 'error_no_test_recipient',
        message: 'You have no app on a device and no email to test with: choose a test member.',
      },
    };
    const { user, open } = renderDialog();
    await open();
    const dialog = screen.getByRole('dialog', { name: 'Send a test' });
    await user.click(within(dialog).getByRole('button', { name: 'Send test' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have no app on a device and no email to test with: choose a test member.',
    );
  });

  it('asks for the channel first when one must be chosen, but not of a channel admin', async () => {
    const { open } = renderDialog({ ...drafted, cpId: '' });
    await open();
    const dialog = screen.getByRole('dialog', { name: 'Send a test' });
    expect(within(dialog).getByRole('note')).toHaveTextContent(
      'Choose the channel to send through first.',
    );
    expect(within(dialog).getByRole('button', { name: 'Send test' })).toBeDisabled();
  });

  it('lets a channel admin send without naming the channel', async () => {
    const { user, open } = renderDialog({ ...drafted, cpId: '' }, channelAdmin());
    await open();
    const dialog = screen.getByRole('dialog', { name: 'Send a test' });
    await user.click(within(dialog).getByRole('button', { name: 'Send test' }));
    await waitFor(() => expect(messageTests.sent).toHaveLength(1));
    expect(messageTests.sent[0]).not.toHaveProperty('cpId');
  });
});
