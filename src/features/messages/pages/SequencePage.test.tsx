import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { bodyRows } from '../../../../tests/appUsersPages';
import { buildSequenceStep } from '../../../../tests/messageFactories';
import { OWN_CHANNEL_ID, renderMessaging } from '../../../../tests/messagesPages';
import { messagesStore, resetMessagesStore } from '../../../../tests/msw/messagesStore';
import { server } from '../../../../tests/msw/server';
import { http } from 'msw';
import { apiUrl } from '../../../../tests/msw/apiUrl';
import { SequenceFormPage } from './SequenceFormPage';
import { SequencePage } from './SequencePage';

const routes = [
  { path: '/messages/sequence/list', element: <SequencePage /> },
  { path: '/messages/sequence/create', element: <SequenceFormPage /> },
];

beforeEach(() => resetMessagesStore());

describe('Message sequence', () => {
  it('lists the channel’s steps in day order', async () => {
    const channels: string[] = [];
    server.use(
      http.get(apiUrl('/messages/sequence/:cpId'), ({ params }) => {
        channels.push(String(params.cpId));
        return undefined;
      }),
    );
    messagesStore.sequence.push(
      buildSequenceStep({ label: 'Week one', interval: 7, isActive: false, sent: 20, read: 8 }),
      buildSequenceStep({ label: 'Welcome', interval: 0 }),
      buildSequenceStep({
        label: 'Month one',
        interval: 30,
        review: {
          state: 'pending',
          submittedBy: { _id: 'admin-1', name: 'Ann Admin' },
          submittedAt: '2026-02-01T10:00:00.000Z',
          reviewedBy: null,
          reviewedAt: null,
          comment: null,
        },
      }),
    );
    renderMessaging(routes, '/messages/sequence/list');

    const [welcome, week, month] = await bodyRows('Sequence steps');
    expect(month).toHaveTextContent('Awaiting approval');
    expect(welcome).not.toHaveTextContent('Awaiting approval');
    expect(welcome).toHaveTextContent('Welcome');
    expect(welcome).toHaveTextContent('On joining');
    expect(welcome).toHaveTextContent('Active');
    expect(week).toHaveTextContent('7 days');
    expect(week).toHaveTextContent('Paused');
    expect(week).toHaveTextContent('20');
    expect(channels).toEqual([OWN_CHANNEL_ID]);
  });

  it('edits a step from the list and keeps its file', async () => {
    const step = buildSequenceStep({ label: 'Welcome', interval: 0, title: 'Hello' });
    messagesStore.sequence.push(step);
    const { user, router } = renderMessaging(routes, '/messages/sequence/list');
    await user.click(await screen.findByRole('link', { name: 'Edit Welcome' }));

    expect(await screen.findByRole('heading', { name: 'Edit Welcome' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Hello');
    expect(screen.queryByLabelText('Attachment (HTML or PDF, optional)')).not.toBeInTheDocument();
    const days = screen.getByLabelText('Days after joining');
    await user.clear(days);
    await user.type(days, '2');
    await user.clear(screen.getByLabelText('Label'));
    await user.type(screen.getByLabelText('Label'), 'Welcome back');
    await user.click(screen.getByRole('button', { name: 'Save step' }));

    expect(await screen.findByText('Welcome back saved.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/messages/sequence/list');
    expect(messagesStore.sequenceWrites).toHaveLength(1);
    expect(messagesStore.sequenceWrites[0]).toMatchObject({
      path: `PUT /messages/sequence/${step._id}`,
      body: { label: 'Welcome back', interval: 2, title: 'Hello' },
      fileText: null,
    });
    const [row] = await bodyRows('Sequence steps');
    expect(row).toHaveTextContent('Welcome back');
    expect(row).toHaveTextContent('2 days');
  });

  it('says so when the step to edit is not in the sequence', async () => {
    renderMessaging(routes, '/messages/sequence/create?edit=30000000-0000-4000-8000-000000000999');
    expect(
      await screen.findByText('This step is not in your channel’s sequence any more.'),
    ).toBeInTheDocument();
  });

  it('adds a step with an attached PDF', async () => {
    const { user, router } = renderMessaging(routes, '/messages/sequence/create');
    await user.type(await screen.findByLabelText('Label'), 'Day three');
    const days = screen.getByLabelText('Days after joining');
    await user.clear(days);
    await user.type(days, '3');
    await user.type(screen.getByLabelText('Title'), 'How is it going?');
    await user.type(screen.getByLabelText('Push message'), 'Tell us how your first days went');
    fireEvent.change(screen.getByLabelText('Attachment (HTML or PDF, optional)'), {
      target: { files: [new File(['%PDF-1.4'], 'guide.pdf', { type: 'application/pdf' })] },
    });
    await user.click(screen.getByRole('button', { name: 'Add step' }));

    expect(await screen.findByText('Day three added to the sequence.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/messages/sequence/list');
    expect(messagesStore.sequenceWrites[0]).toEqual({
      path: '/messages/sequence/file',
      fileText: '%PDF-1.4',
      body: {
        label: 'Day three',
        interval: 3,
        module: '',
        title: 'How is it going?',
        pushMessage: 'Tell us how your first days went',
        message: '',
        isActive: true,
      },
    });
  });

  it('checks the step before sending it', async () => {
    const { user } = renderMessaging(routes, '/messages/sequence/create');
    const days = await screen.findByLabelText('Days after joining');
    await user.clear(days);
    await user.type(days, 'soon');
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    expect(await screen.findByText('Enter a number of days.')).toBeInTheDocument();
    expect(screen.getByText('Enter a label.')).toBeInTheDocument();
    expect(messagesStore.sequenceWrites).toHaveLength(0);
  });

  it('deletes a step after confirmation', async () => {
    messagesStore.sequence.push(buildSequenceStep({ label: 'Welcome' }));
    const { user } = renderMessaging(routes, '/messages/sequence/list');
    await user.click(await screen.findByRole('button', { name: 'Delete Welcome' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Welcome?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete step' }));
    expect(await screen.findByText('Welcome deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'No steps yet' })).toBeInTheDocument();
  });
});
