import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage, seedUsers } from '../../../../tests/appUsersPages';
import { lastListRequest } from '../../../../tests/msw/appUsersStore';
import {
  buildSegment,
  resetSegmentChoices,
  segmentChoicesStore,
} from '../../../../tests/msw/segmentChoicesHandlers';
import { UsersPage } from './UsersPage';

const renderUsers = (route = '/users') => renderPage(UsersPage, '/users', route);

beforeEach(() => resetSegmentChoices());

// The whole page renders for each test; on a busy machine that can pass the default 5 s.
describe('UsersPage: saved segments', { timeout: 15_000 }, () => {
  it('narrows the list by a segment kept in the URL', async () => {
    seedUsers(3);
    const lapsed = buildSegment({ name: 'Lapsed' });
    segmentChoicesStore.segments.push(buildSegment({ name: 'Day shift' }), lapsed);
    const { user, router } = renderUsers();
    const select = await screen.findByRole('combobox', { name: 'Segment' });
    await within(select).findByRole('option', { name: /Lapsed/ });

    await user.selectOptions(select, lapsed.id);

    await waitFor(() => expect(lastListRequest()?.segmentId).toBe(lapsed.id));
    expect(router.state.location.search).toBe(`?segment=${lapsed.id}`);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastListRequest()?.segmentId).toBeUndefined());
  });

  it('reads the segment from the URL', async () => {
    seedUsers(2);
    const lapsed = buildSegment({ name: 'Lapsed' });
    segmentChoicesStore.segments.push(lapsed);
    renderUsers(`/users?segment=${lapsed.id}`);
    await waitFor(() => expect(lastListRequest()?.segmentId).toBe(lapsed.id));
    const select = await screen.findByRole('combobox', { name: 'Segment' });
    await waitFor(() => expect(select).toHaveValue(lapsed.id));
  });

  it('saves the current filter as a segment, says what a segment cannot hold, and offers to open it', async () => {
    seedUsers(2);
    const { user } = renderUsers('/users?status=active&platform=android&q=smith');
    await user.click(await screen.findByRole('button', { name: 'Save as segment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as segment' });
    expect(within(dialog).getByText('Status: Active')).toBeInTheDocument();
    expect(within(dialog).getByText('Platform: Android')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('a search term cannot be part of it');

    await user.click(within(dialog).getByRole('button', { name: 'Save segment' }));
    expect(await within(dialog).findByText('Give the segment a name.')).toBeInTheDocument();
    expect(segmentChoicesStore.saves).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Android actives');
    await user.click(within(dialog).getByRole('button', { name: 'Save segment' }));

    await within(dialog).findByText(/Saved “Android actives”/);
    expect(segmentChoicesStore.saves).toEqual([
      {
        name: 'Android actives',
        rule: {
          match: 'all',
          conditions: [
            { field: 'status', values: ['active'] },
            { field: 'platform', values: ['android'] },
          ],
        },
      },
    ]);
    const saved = segmentChoicesStore.segments[0];
    expect(within(dialog).getByRole('link', { name: 'Open the segment' })).toHaveAttribute(
      'href',
      `/segments/${saved?.id ?? ''}`,
    );
  });
});
