import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SegmentCountBody, SegmentRule } from '../../../../contract/segments';
import { buildProfile } from '../../../../tests/factories';
import { buildMessage } from '../../../../tests/messageFactories';
import { messagesStore, resetMessagesStore } from '../../../../tests/msw/messagesStore';
import { apiUrl } from '../../../../tests/msw/apiUrl';
import { buildSegment } from '../../../../tests/msw/segmentChoicesHandlers';
import { server } from '../../../../tests/msw/server';
import { renderApp } from '../../../../tests/render';
import { SegmentEditorPage } from './SegmentEditorPage';

/** The rules the live count was asked for, in order. */
let counts: SegmentCountBody[] = [];

beforeEach(() => {
  resetMessagesStore();
  counts = [];
  messagesStore.messages = [
    buildMessage({
      _id: 'm-strike',
      title: 'Strike ballot result',
      type: 'Regular Message',
      dateCreated: '2026-11-20 09:30:00',
    }),
    buildMessage({
      _id: 'm-picnic',
      title: 'Summer picnic',
      type: 'Vocast',
      dateCreated: '2026-07-01 12:00:00',
    }),
  ];
  server.use(
    http.get(apiUrl('/segments/choices'), () =>
      HttpResponse.json({ success: true, data: { customFields: [] } }),
    ),
    http.post(apiUrl('/segments/count'), async ({ request }) => {
      counts.push((await request.json()) as SegmentCountBody);
      return HttpResponse.json({
        success: true,
        data: { count: 10 + counts.length, exact: true, countedAt: '2026-12-03T10:00:00.000Z' },
      });
    }),
  );
});

const lastCondition = () => counts[counts.length - 1]?.rule.conditions[0];

const renderNew = () =>
  renderApp([{ path: '/segments/new', element: <SegmentEditorPage /> }], {
    route: '/segments/new',
    user: buildProfile({ userGroup: 4 }),
  });

/** The editor of a saved segment whose one condition is the given rule's. */
const renderSaved = (rule: SegmentRule) => {
  const segment = buildSegment({ name: 'Quiet ones', rule });
  server.use(
    http.get(apiUrl(`/segments/${segment.id}`), () =>
      HttpResponse.json({ success: true, data: segment }),
    ),
  );
  return renderApp([{ path: '/segments/:id', element: <SegmentEditorPage /> }], {
    route: `/segments/${segment.id}`,
    user: buildProfile({ userGroup: 4 }),
  });
};

const engagementOn = (messageId: string): SegmentRule => ({
  match: 'all',
  conditions: [{ field: 'engagement', event: 'opened', messageId }],
});

describe('the engagement condition’s message picker', () => {
  it('searches the messages by title, picks one with the keyboard and counts the rule with it', async () => {
    const { user } = renderNew();
    const live = await screen.findByTestId('segment-live-count');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Condition' }), 'engagement');
    const picker = screen.getByRole('combobox', { name: 'Which message' });
    expect(picker).toHaveAttribute('aria-expanded', 'false');

    await user.click(picker);
    expect(picker).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Messages' });
    expect(await within(list).findByRole('option', { name: /Strike ballot result/ })).toBeVisible();

    await user.type(picker, 'picnic');
    // The search goes out after the typing pauses, and its answer replaces the newest.
    await waitFor(() =>
      expect(messagesStore.historyQueries.at(-1)).toMatchObject({ search: 'picnic' }),
    );
    await waitFor(() =>
      expect(within(list).queryByRole('option', { name: /Strike ballot/ })).not.toBeInTheDocument(),
    );
    const picnic = await within(list).findByRole('option', { name: /Summer picnic/ });
    expect(picnic).toHaveTextContent('Vocast');

    // "Any message" first, then the picnic.
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(picker).toHaveAttribute('aria-activedescendant', picnic.id);
    expect(picnic).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    expect(picker).toHaveValue('Summer picnic');
    await waitFor(() =>
      expect(lastCondition()).toMatchObject({ field: 'engagement', messageId: 'm-picnic' }),
    );
    // The count shown is the answer to the rule with the message in it.
    await waitFor(() => expect(live).toHaveTextContent(`${10 + counts.length} members now`));

    // Escape closes the list and leaves the message picked; "Any message" clears it.
    await user.keyboard('{ArrowDown}');
    expect(picker).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    expect(picker).toHaveValue('Summer picnic');
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('option', { name: /Strike ballot result/ });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(lastCondition()?.messageId).toBeUndefined());
    expect(picker).toHaveValue('');
  });

  it('shows the title of the message a saved segment names', async () => {
    renderSaved(engagementOn('m-strike'));
    const picker = await screen.findByRole('combobox', { name: 'Which message' });
    await waitFor(() => expect(picker).toHaveValue('Strike ballot result'));
    expect(messagesStore.detailRequests.at(-1)).toMatchObject({ id: 'm-strike' });
  });

  it('says "Deleted message" when the named message is gone', async () => {
    renderSaved(engagementOn('00000000-0000-4000-8000-00000000dead'));
    const picker = await screen.findByRole('combobox', { name: 'Which message' });
    await waitFor(() => expect(picker).toHaveValue('Deleted message'));
  });

  it('says why when the messages cannot be listed', async () => {
    server.use(
      http.get(apiUrl('/messages/:cpId'), () =>
        HttpResponse.json(
          { success: false, code: 'forbidden', message: 'Not allowed' },
          { status: 403 },
        ),
      ),
    );
    const { user } = renderNew();
    await screen.findByTestId('segment-live-count');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Condition' }), 'engagement');
    await user.click(screen.getByRole('combobox', { name: 'Which message' }));
    expect(await screen.findByText(/Messages did not load/)).toBeInTheDocument();
  });
});
