import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SegmentBody, SegmentCount, SegmentCountBody } from '../../../../contract/segments';
import { buildProfile } from '../../../../tests/factories';
import { resetMessagesStore } from '../../../../tests/msw/messagesStore';
import { apiUrl } from '../../../../tests/msw/apiUrl';
import { buildSegment } from '../../../../tests/msw/segmentChoicesHandlers';
import { server } from '../../../../tests/msw/server';
import { renderApp } from '../../../../tests/render';
import { SegmentEditorPage } from './SegmentEditorPage';
import { SegmentsPage } from './SegmentsPage';

/** What the editor's calls carried, and what the count answers next. */
const calls = {
  counts: [] as SegmentCountBody[],
  saves: [] as SegmentBody[],
  answer: { count: 1234, exact: true } as Omit<SegmentCount, 'countedAt'>,
};

beforeEach(() => {
  resetMessagesStore();
  calls.counts = [];
  calls.saves = [];
  calls.answer = { count: 1234, exact: true };
  server.use(
    http.get(apiUrl('/segments/choices'), () =>
      HttpResponse.json({
        success: true,
        data: { customFields: [{ name: 'Shift', values: ['Night', 'Day'] }] },
      }),
    ),
    http.post(apiUrl('/segments/count'), async ({ request }) => {
      calls.counts.push((await request.json()) as SegmentCountBody);
      return HttpResponse.json({
        success: true,
        data: { ...calls.answer, countedAt: '2026-12-03T10:00:00.000Z' },
      });
    }),
    http.post(apiUrl('/segments'), async ({ request }) => {
      const body = (await request.json()) as SegmentBody;
      calls.saves.push(body);
      return HttpResponse.json(
        { success: true, data: buildSegment({ name: body.name }) },
        {
          status: 201,
        },
      );
    }),
  );
});

const renderEditor = () =>
  renderApp(
    [
      { path: '/segments/new', element: <SegmentEditorPage /> },
      { path: '/segments', element: <h1>Segments list</h1> },
    ],
    { route: '/segments/new', user: buildProfile({ userGroup: 4 }) },
  );

describe('SegmentEditorPage', () => {
  it('counts the rule as it is built, says an estimate as "about", and saves it', async () => {
    const { user } = renderEditor();
    const live = await screen.findByTestId('segment-live-count');
    await within(live).findByText('1,234 members now');
    expect(calls.counts[0]?.rule).toEqual({
      match: 'all',
      conditions: [{ field: 'status', values: ['active'] }],
    });

    // A second condition: Shift is Night, from the fields the members carry.
    calls.answer = { count: 48_200, exact: false };
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    const kinds = screen.getAllByRole('combobox', { name: 'Condition' });
    await user.selectOptions(kinds[1] as HTMLElement, 'customField');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Custom field' }), 'Shift');
    await user.click(screen.getByRole('checkbox', { name: 'Night' }));
    await within(live).findByText('about 48,200 members now');
    expect(calls.counts[calls.counts.length - 1]?.rule.conditions[1]).toEqual({
      field: 'customField',
      name: 'Shift',
      values: ['Night'],
    });

    // Negated: "is not".
    const negations = screen.getAllByRole('combobox', { name: 'Is or is not' });
    await user.selectOptions(negations[1] as HTMLElement, 'not');
    await waitFor(() =>
      expect(calls.counts[calls.counts.length - 1]?.rule.conditions[1]?.negate).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: 'Create segment' }));
    expect(await screen.findByText('Give the segment a name.')).toBeInTheDocument();
    expect(calls.saves).toHaveLength(0);
    await user.type(screen.getByLabelText('Name'), 'Not on nights');
    await user.click(screen.getByRole('button', { name: 'Create segment' }));
    await screen.findByRole('heading', { name: 'Segments list' });
    expect(calls.saves[0]).toMatchObject({ name: 'Not on nights', channelId: null });
    expect(calls.saves[0]?.rule.conditions).toHaveLength(2);
  });

  it('shows why a rule cannot be counted', async () => {
    server.use(
      http.post(apiUrl('/segments/count'), () =>
        HttpResponse.json(
          {
            code: 'error_segment_rule',
            message:
              "The segment's condition rule.conditions[0] (customField) needs the custom field name.",
          },
          { status: 400 },
        ),
      ),
    );
    renderEditor();
    const live = await screen.findByTestId('segment-live-count');
    expect(await within(live).findByText(/needs the custom field name/)).toBeInTheDocument();
    expect(within(live).getByText('Not counted')).toBeInTheDocument();
  });
});

describe('SegmentsPage', () => {
  it('lists the segments with their counts, an estimate marked', async () => {
    server.use(
      http.get(apiUrl('/segments'), () =>
        HttpResponse.json({
          success: true,
          data: {
            segments: [
              buildSegment({ name: 'Night shift, Android' }),
              buildSegment({
                name: 'Everyone quiet',
                lastCount: { count: 48_200, exact: false, countedAt: '2026-12-01T10:00:00.000Z' },
              }),
            ],
            total: 2,
            page: 1,
            pageSize: 10,
          },
        }),
      ),
    );
    renderApp([{ path: '/segments', element: <SegmentsPage /> }], {
      route: '/segments',
      user: buildProfile({ userGroup: 4 }),
    });
    const table = await screen.findByRole('table', { name: 'Segments' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Night shift, Android');
    expect(rows[0]).toHaveTextContent('120');
    expect(rows[1]).toHaveTextContent('≈48,200');
    expect(screen.getByText('2 segments')).toBeInTheDocument();
  });

  it('counts each uncounted segment once, a count arriving cancelling none of the others', async () => {
    const uncounted = [0, 1, 2].map((n) =>
      buildSegment({ name: `Never counted ${n}`, lastCount: null }),
    );
    const asked: string[] = [];
    const aborted: string[] = [];
    server.use(
      http.get(apiUrl('/segments'), () =>
        HttpResponse.json({
          success: true,
          data: { segments: uncounted, total: 3, page: 1, pageSize: 10 },
        }),
      ),
      http.get(apiUrl('/segments/:id/count'), async ({ params, request }) => {
        const id = String(params.id);
        asked.push(id);
        request.signal.addEventListener('abort', () => aborted.push(id));
        // The first answers at once, the others later: each answer changes the uncounted rows.
        await new Promise((resolve) =>
          setTimeout(resolve, 40 * uncounted.findIndex((s) => s.id === id)),
        );
        return HttpResponse.json({
          success: true,
          data: { count: 700 + asked.length, exact: true, countedAt: '2026-12-03T10:00:00.000Z' },
        });
      }),
    );
    renderApp([{ path: '/segments', element: <SegmentsPage /> }], {
      route: '/segments',
      user: buildProfile({ userGroup: 4 }),
    });
    const table = await screen.findByRole('table', { name: 'Segments' });
    await waitFor(() =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .forEach((row) => expect(row).toHaveTextContent(/70\d/)),
    );
    expect([...asked].sort()).toEqual(uncounted.map((segment) => segment.id).sort());
    expect(aborted).toEqual([]);
  });

  it('says when there are no segments yet', async () => {
    renderApp([{ path: '/segments', element: <SegmentsPage /> }], {
      route: '/segments',
      user: buildProfile({ userGroup: 4 }),
    });
    expect(await screen.findByText('No segments yet')).toBeInTheDocument();
  });
});
