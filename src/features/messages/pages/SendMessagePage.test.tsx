import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedGroups } from '../../../../tests/appUsersPages';
import { buildProfile } from '../../../../tests/factories';
import { buildAudienceCount, buildUpload } from '../../../../tests/messageFactories';
import { channelAdmin, companyAdmin, renderMessaging } from '../../../../tests/messagesPages';
import { WEEKDAY_LABELS, type ModeReach } from '../../../../contract/messages';
import { formatInstant } from '../../../lib/serverTime';
import { isoWeekday } from '../composeForm';
import { previewHandler } from '../../../../tests/msw/messagePreviewHandlers';
import { uploadChoiceHandlers } from '../../../../tests/msw/messagesHandlers';
import { messagesStore, resetMessagesStore } from '../../../../tests/msw/messagesStore';
import { server } from '../../../../tests/msw/server';
import { SendMessagePage } from './SendMessagePage';

const routes = [
  { path: '/messages/send-notifications', element: <SendMessagePage /> },
  { path: '/messages/history/:messageID', element: <p>Detail page</p> },
];

function renderCompose(profile = channelAdmin()) {
  return renderMessaging(routes, '/messages/send-notifications', profile);
}

/** Pastes the text into the labelled field: typing key by key is slow and proves nothing here. */
async function fill(user: UserEvent, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

beforeEach(() => {
  resetMessagesStore();
  server.use(...uploadChoiceHandlers);
});

// Each test fills a long form; on a busy machine that can pass the default 5 s.
describe('Send message', { timeout: 20_000 }, () => {
  it('sends a message to a group after showing its reach and credits', async () => {
    const [stewards] = seedGroups('Stewards', 'Volunteers');
    messagesStore.audienceCount = buildAudienceCount({
      total: 42,
      push: 30,
      sms: 10,
      email: 2,
      none: 0,
      creditsNeeded: 10,
      creditsRemaining: 250,
    });
    const { user } = renderCompose();

    await fill(user, 'Title', 'Strike vote');
    await fill(user, 'Push message', 'Vote on Friday');
    const rich = screen.getByLabelText<HTMLTextAreaElement>('Rich message');
    await user.type(rich, 'Polls open');
    rich.setSelectionRange(0, rich.value.length);
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(rich).toHaveValue('<b>Polls open</b>');
    await user.click(screen.getByRole('radio', { name: 'Groups' }));
    await user.click(await screen.findByRole('checkbox', { name: /Stewards/ }));

    const counts = await screen.findByRole('region', { name: 'Reach' });
    expect(await within(counts).findByText('42 users reached')).toBeInTheDocument();
    expect(counts).toHaveTextContent('SMS credits: 10 needed, 250 remaining');
    expect(counts).not.toHaveTextContent('not reachable');
    expect(messagesStore.audienceRequests.at(-1)).toEqual({
      device: 'all',
      audience: { kind: 'groups', groups: [stewards?._id] },
    });

    // The phone preview follows the form.
    const preview = screen.getByRole('figure', { name: 'Preview on a phone' });
    expect(within(preview).getByRole('region', { name: 'Push notification' })).toHaveTextContent(
      'Strike vote',
    );
    expect(within(preview).getByRole('region', { name: 'SMS' })).toHaveTextContent(
      'Strike vote: Vote on Friday',
    );

    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this message?' });
    expect(dialog).toHaveTextContent('The group Stewards');
    expect(dialog).toHaveTextContent('42 users reached');
    expect(dialog).toHaveTextContent('30 by push, 10 by SMS, 2 by email');
    expect(dialog).toHaveTextContent('Push with SMS/email fallback');
    expect(dialog).toHaveTextContent('10 of 250 remaining');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Message sent.')).toBeInTheDocument();
    expect(messagesStore.sent).toHaveLength(1);
    expect(messagesStore.sent[0]).toMatchObject({
      path: '/messages/',
      fileText: null,
      body: {
        type: 'Regular Message',
        title: 'Strike vote',
        push_message: 'Vote on Friday',
        message: '<b>Polls open</b>',
        url: null,
        device: 'all',
        isReadRequired: false,
        enableFeedback: false,
        audience: { kind: 'groups', groups: [stewards?._id] },
        deliveryMode: 'fallback',
      },
    });
    expect(messagesStore.sent[0]?.body).not.toHaveProperty('cpId');
    const link = screen.getByRole('link', { name: 'See it in the message history' });
    expect(link).toHaveAttribute('href', `/messages/history/${messagesStore.messages[0]?._id}`);
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('schedules a weekday message with an attached file, sent as multipart', async () => {
    const { user } = renderCompose();
    await fill(user, 'Title', 'Weekly notice');
    await fill(user, 'Push message', 'See the notice');
    const file = new File(['<p>Notice</p>'], 'notice.html', { type: 'text/html' });
    await user.upload(screen.getByLabelText('Attachment (HTML or PDF, optional)'), file);
    await user.click(screen.getByRole('radio', { name: 'Weekdays' }));
    // Today starts ticked.
    const today = WEEKDAY_LABELS[isoWeekday(new Date()) - 1] ?? 'Mo';
    const days = () =>
      WEEKDAY_LABELS.filter(
        (label) => screen.getByRole<HTMLInputElement>('checkbox', { name: label }).checked,
      );
    expect(days()).toEqual([today]);
    await user.click(screen.getByRole('checkbox', { name: today }));
    await user.click(screen.getByRole('checkbox', { name: 'We' }));
    await user.click(screen.getByRole('checkbox', { name: 'Mo' }));
    expect(days()).toEqual(['Mo', 'We']);
    await user.type(screen.getByLabelText('Time'), '08:30');
    expect(screen.getByText(/^Your time zone: /)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Review and schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule this message?' });
    expect(dialog).toHaveTextContent('Mo We at 08:30');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule message' }));

    expect(await screen.findByText('Message scheduled.')).toBeInTheDocument();
    expect(messagesStore.sent[0]).toMatchObject({
      path: '/messages/schedule/file',
      fileText: '<p>Notice</p>',
      body: {
        title: 'Weekly notice',
        scheduleType: 'weekdays',
        schedule_days: [1, 3],
        schedule_time: '08:30',
        userTimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
    });
  });

  it("schedules a send in each recipient's local time, with the zones it spans", async () => {
    const zones = {
      count: 4,
      firstAt: '2030-06-09T23:00:00.000Z',
      lastAt: '2030-06-10T19:00:00.000Z',
    };
    messagesStore.audienceCount = buildAudienceCount({ zones });
    const { user } = renderCompose();
    await fill(user, 'Title', 'Good morning');
    await fill(user, 'Push message', 'The day starts');
    await user.type(screen.getByLabelText('Rich message'), 'Morning');
    await user.click(screen.getByRole('radio', { name: 'Once' }));
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2030-06-10' } });
    await user.type(screen.getByLabelText('Time'), '09:00');
    expect(screen.getByText(/^Your time zone: /)).toBeInTheDocument();
    const reach = screen.getByRole('region', { name: 'Reach' });
    expect(reach).not.toHaveTextContent('time zones');

    await user.click(
      screen.getByRole('checkbox', { name: 'At this time in each recipient’s local time' }),
    );
    expect(screen.getByText('On each recipient’s own clock.')).toBeInTheDocument();
    const first = formatInstant(zones.firstAt).slice(0, 16);
    const last = formatInstant(zones.lastAt).slice(0, 16);
    expect(
      await within(reach).findByText(
        `Spans 4 time zones: the first get it at ${first}, the last at ${last} your time.`,
      ),
    ).toBeVisible();
    expect(messagesStore.audienceRequests.at(-1)).toEqual({
      device: 'all',
      audience: { kind: 'all' },
      localAt: { date: '2030-06-10', time: '09:00' },
    });

    await user.click(screen.getByRole('button', { name: 'Review and schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule this message?' });
    expect(dialog).toHaveTextContent('Once on 2030-06-10 at 09:00 local time');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule message' }));
    expect(await screen.findByText('Message scheduled.')).toBeInTheDocument();
    expect(messagesStore.sent[0]?.body).toMatchObject({
      scheduleType: 'once',
      schedule_date: '2030-06-10',
      schedule_time: '09:00',
      localTime: true,
    });
  });

  it("names each group's organisation for a platform admin with none chosen", async () => {
    seedGroups('Stewards');
    const { user } = renderCompose(buildProfile({ userGroup: 1, companyID: 'All' }));
    // Told before filling the form that sending needs an organisation chosen.
    expect(
      await screen.findByText(/Choose an organization in the navbar first: a message goes out/),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: 'Groups' }));
    expect(await screen.findByText(/members · acme/)).toBeInTheDocument();
  });

  it("makes a company admin choose the channel, offering the company's channels", async () => {
    messagesStore.channels = [
      { _id: '40000000-0000-4000-8000-000000000001', clientName: 'Acme Radio' },
    ];
    const { user } = renderCompose(companyAdmin());
    await fill(user, 'Title', 'Hello');
    await fill(user, 'Push message', 'Hello all');
    expect(screen.getByText('Choose a channel to count the recipients.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    expect(await screen.findByText('Choose the channel to send through.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    const channel = screen.getByLabelText('Channel');
    await screen.findByRole('option', { name: 'Acme Radio' });
    await user.selectOptions(channel, 'Acme Radio');
    await waitFor(() =>
      expect(messagesStore.audienceRequests.at(-1)).toMatchObject({
        cpId: '40000000-0000-4000-8000-000000000001',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this message?' });
    expect(dialog).toHaveTextContent('All users of Acme Radio');
  });

  it('shows the spec’s message when sending fails, and keeps the form', async () => {
    messagesStore.failures.send = 'error_sending_notification';
    const { user } = renderCompose();
    await fill(user, 'Title', 'Hello');
    await fill(user, 'Push message', 'Hello all');
    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error sending notification.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Title')).toHaveValue('Hello');
  });

  it('warns when the channel has fewer SMS credits than the message needs', async () => {
    messagesStore.audienceCount = buildAudienceCount({ creditsNeeded: 40, creditsRemaining: 25 });
    renderCompose();
    const reach = await screen.findByRole('region', { name: 'Reach' });
    expect(
      await within(reach).findByText(/40 needed, 25 remaining — not enough/),
    ).toBeInTheDocument();
    expect(messagesStore.audienceRequests[0]).toEqual({ device: 'all', audience: { kind: 'all' } });
  });

  it('says how many the frequency cap would skip, and sends an urgent message with a warning', async () => {
    messagesStore.audienceCount = buildAudienceCount({ capped: 7 });
    // An audience all reading English: the only note on the page is then the urgent one's, not
    // the one naming readers of a language without a version.
    server.use(previewHandler([{ language: 'en', members: 3 }]));
    const { user } = renderCompose();
    const reach = await screen.findByRole('region', { name: 'Reach' });
    expect(
      await within(reach).findByText(
        '7 users are over the frequency cap and will be skipped if it goes now.',
      ),
    ).toBeVisible();

    expect(screen.queryByRole('note')).toBeNull();
    await user.click(screen.getByLabelText('Urgent: send during quiet hours too'));
    expect(screen.getByRole('note')).toHaveTextContent(
      'Push and SMS will not wait for the company’s quiet hours',
    );
    await fill(user, 'Title', 'Site closed');
    await fill(user, 'Push message', 'Do not come in tomorrow');
    await user.type(screen.getByLabelText('Rich message'), 'Flooding');
    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message sent.')).toBeInTheDocument();
    expect(messagesStore.sent[0]?.body).toMatchObject({ title: 'Site closed', urgent: true });
  });

  it('says why a group reaches fewer users than it holds', async () => {
    seedGroups('Stewards');
    messagesStore.audienceCount = buildAudienceCount({
      total: 13,
      push: 10,
      sms: 2,
      email: 0,
      none: 1,
      suspended: 2,
    });
    const { user } = renderCompose();
    await user.click(screen.getByRole('radio', { name: 'Groups' }));
    await user.click(await screen.findByRole('checkbox', { name: /Stewards/ }));
    const reach = screen.getByRole('region', { name: 'Reach' });
    expect(await within(reach).findByText('12 users reached')).toBeVisible();
    expect(within(reach).getByText('3 not reachable')).toBeVisible();
    expect(reach).toHaveTextContent('2 suspended, 1 with no address for this channel.');
  });

  // The debounce itself is timed exactly with fake timers in useAudienceCount.test.tsx.
  it('counts the reach after the last change, and never twice for one audience', async () => {
    const [stewards, volunteers] = seedGroups('Stewards', 'Volunteers');
    const { user } = renderCompose();
    await waitFor(() => expect(messagesStore.audienceRequests).toHaveLength(1));
    await user.click(screen.getByRole('radio', { name: 'Groups' }));
    // Clicked at once (a busy machine may space user-event's clicks past the debounce).
    fireEvent.click(await screen.findByRole('checkbox', { name: /Volunteers/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Stewards/ }));
    await waitFor(() => expect(messagesStore.audienceRequests).toHaveLength(2));
    expect(messagesStore.audienceRequests[1]?.audience).toEqual({
      kind: 'groups',
      groups: [stewards?._id, volunteers?._id].sort(),
    });

    // Back to all users, then the same two groups ticked the other way round: counted already.
    fireEvent.click(screen.getByRole('radio', { name: 'All users' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Groups' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Volunteers/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Volunteers/ }));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(messagesStore.audienceRequests).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Reach' })).toHaveTextContent('users reached');
  });

  it('refuses an attachment that is not HTML or PDF', async () => {
    renderCompose();
    const file = new File(['x'], 'photo.png', { type: 'image/png' });
    // The picker's accept filter would hide the file; a drop or another browser may not.
    fireEvent.change(screen.getByLabelText('Attachment (HTML or PDF, optional)'), {
      target: { files: [file] },
    });
    expect(await screen.findByText('Attach an HTML or PDF file.')).toBeInTheDocument();
  });

  it('sends a Vocast with an uploaded audio file the channel may use', async () => {
    const welcome = buildUpload({ title: 'Welcome message', durationSeconds: 63 });
    messagesStore.uploads = [
      welcome,
      buildUpload({ title: 'Other channel', channelID: '40000000-0000-4000-8000-000000000009' }),
      buildUpload({ kind: 'video', title: 'A clip', contentType: 'video/mp4' }),
    ];
    const { user } = renderCompose(companyAdmin());
    messagesStore.channels = [
      { _id: '40000000-0000-4000-8000-000000000001', clientName: 'Acme Radio' },
    ];
    await fill(user, 'Title', 'From the chair');
    await fill(user, 'Push message', 'Listen to this week’s message');
    await user.selectOptions(screen.getByLabelText('Type'), 'Vocast');
    // A Vocast carries an uploaded audio file, not an attachment.
    expect(screen.queryByLabelText('Attachment (HTML or PDF, optional)')).toBeNull();
    const picker = screen.getByLabelText('Audio file');
    await screen.findByRole('option', { name: 'Welcome message (1:03)' });
    expect(screen.queryByRole('option', { name: /A clip/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    expect(await screen.findByText('Choose the audio file.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Channel'), 'Acme Radio');
    // Another channel's file cannot go out through this one.
    expect(screen.queryByRole('option', { name: /Other channel/ })).toBeNull();
    await user.selectOptions(picker, 'Welcome message (1:03)');
    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Message sent.')).toBeInTheDocument();
    expect(messagesStore.sent[0]).toMatchObject({
      path: '/messages/',
      fileText: null,
      body: { type: 'Vocast', uploadId: welcome._id },
    });
  });

  it('lets a regular message pick an uploaded document instead of a new file', async () => {
    const guide = buildUpload({
      kind: 'document',
      title: 'Member guide',
      contentType: 'application/pdf',
      fileName: 'member-guide.pdf',
      durationSeconds: null,
    });
    messagesStore.uploads = [guide];
    const { user } = renderCompose();
    await fill(user, 'Title', 'Read the guide');
    await fill(user, 'Push message', 'The member guide is out');
    await user.click(screen.getByRole('radio', { name: 'Pick an uploaded document' }));
    await screen.findByRole('option', { name: 'Member guide (member-guide.pdf)' });
    await user.selectOptions(
      screen.getByLabelText('Uploaded document (HTML or PDF)'),
      'Member guide (member-guide.pdf)',
    );
    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Message sent.')).toBeInTheDocument();
    expect(messagesStore.sent[0]).toMatchObject({
      path: '/messages/',
      body: { type: 'Regular Message', uploadId: guide._id },
    });
  });

  it('offers how to reach them, each choice with its reach and credits, and sends the choice', async () => {
    const reach = (parts: Partial<ModeReach>): ModeReach => ({
      allowed: true,
      push: 0,
      sms: 0,
      email: 0,
      none: 0,
      creditsNeeded: 0,
      ...parts,
    });
    messagesStore.audienceCount = buildAudienceCount({
      push: 30,
      sms: 10,
      email: 0,
      none: 2,
      creditsNeeded: 10,
      modes: {
        fallback: reach({ push: 30, sms: 10, none: 2, creditsNeeded: 10 }),
        push: reach({ push: 30, none: 12 }),
        sms: reach({ sms: 35, none: 7, creditsNeeded: 35 }),
        email: reach({ allowed: false, none: 42 }),
      },
    });
    const { user } = renderCompose();
    const choices = screen.getByRole('group', { name: 'How to reach them' });
    const fallback = within(choices).getByRole('radio', { name: 'Push with SMS/email fallback' });
    expect(fallback).toBeChecked();
    expect(
      await within(choices).findByText(/^Push to app users.*Reaches 40 · 10 text credits\.$/),
    ).toBeVisible();
    expect(
      within(choices).getByText(/Only app users.*Reaches 30 · no text credits\./),
    ).toBeVisible();
    const email = within(choices).getByRole('radio', { name: 'Email only' });
    expect(email).toBeDisabled();
    expect(email).toHaveAccessibleDescription(
      'Neither this channel nor its organisation allows email.',
    );

    await user.click(within(choices).getByRole('radio', { name: 'SMS only' }));
    await waitFor(() =>
      expect(messagesStore.audienceRequests.at(-1)).toMatchObject({ deliveryMode: 'sms' }),
    );
    const panel = screen.getByRole('region', { name: 'Reach' });
    expect(await within(panel).findByText('35 users reached')).toBeVisible();
    expect(panel).toHaveTextContent('SMS credits: 35 needed');

    await fill(user, 'Title', 'Polls open');
    await fill(user, 'Push message', 'Vote today');
    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this message?' });
    expect(dialog).toHaveTextContent('SMS only');
    expect(dialog).toHaveTextContent('35 users reached');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message sent.')).toBeInTheDocument();
    expect(messagesStore.sent[0]?.body).toMatchObject({ deliveryMode: 'sms' });
  });

  it('shows the reach panel’s two figures in the confirmation, naming a group that does not follow', async () => {
    const [stewards] = seedGroups('Stewards', 'Volunteers');
    messagesStore.audienceCount = buildAudienceCount({
      push: 8,
      sms: 1,
      email: 0,
      none: 1,
      suspended: 1,
      notFollowing: {
        channel: 'Acme News',
        users: 3,
        groups: [{ _id: stewards?._id ?? '', name: 'Stewards', users: 3 }],
      },
    });
    const { user } = renderCompose();
    await user.click(screen.getByRole('radio', { name: 'Groups' }));
    await user.click(await screen.findByRole('checkbox', { name: /Stewards/ }));
    const panel = screen.getByRole('region', { name: 'Reach' });
    const panelFigures = await within(panel).findByTestId('reach-summary');
    expect(panelFigures).toHaveTextContent('9 users reached · 5 not reachable');
    expect(panelFigures).toHaveTextContent('3 members of Stewards do not follow Acme News.');

    await fill(user, 'Title', 'Meeting');
    await fill(user, 'Push message', 'Come along');
    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this message?' });
    const dialogFigures = within(dialog).getByTestId('reach-summary');
    expect(dialogFigures.textContent).toBe(panelFigures.textContent);
  });

  it('catches a past date and a link that is not https in the form, naming the field', async () => {
    const { user } = renderCompose();
    await fill(user, 'Title', 'Old news');
    await fill(user, 'Push message', 'Too late');
    await fill(user, 'Link (optional)', 'http://example.com');
    await user.click(screen.getByRole('radio', { name: 'Once' }));
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2020-01-01' } });
    await user.type(screen.getByLabelText('Time'), '09:00');
    await user.click(screen.getByRole('button', { name: 'Review and schedule' }));
    expect(
      await screen.findByText('This date and time are already past: choose a later one.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveAccessibleDescription(
      /already past: choose a later one/,
    );
    expect(screen.getByLabelText('Link (optional)')).toHaveAccessibleDescription(
      /Enter a web address starting with https:\/\/ \(http:\/\/ is not accepted\)\./,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(messagesStore.sent).toHaveLength(0);
  });
});
