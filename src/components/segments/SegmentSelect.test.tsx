import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProfile } from '../../../tests/factories';
import {
  buildSegment,
  resetSegmentChoices,
  segmentChoicesStore,
} from '../../../tests/msw/segmentChoicesHandlers';
import { renderApp } from '../../../tests/render';
import { SegmentSelect } from './SegmentSelect';

beforeEach(() => resetSegmentChoices());

const CHANNEL = '00000000-0000-4000-8000-00000000c001';
const OTHER = '00000000-0000-4000-8000-00000000c002';

function renderSelect(value = '', channelId?: string) {
  const onChange = vi.fn<(id: string) => void>();
  const rendered = renderApp(
    <SegmentSelect
      label="Segment"
      noneLabel="All members"
      value={value}
      onChange={onChange}
      channelId={channelId}
    />,
    { user: buildProfile({ userGroup: 4 }) },
  );
  return { ...rendered, onChange };
}

describe('SegmentSelect', () => {
  it('offers the segments with their last counts and gives the chosen id', async () => {
    const day = buildSegment({ name: 'Day shift' });
    segmentChoicesStore.segments.push(
      day,
      buildSegment({
        name: 'Lapsed',
        lastCount: { count: 48_200, exact: false, countedAt: '2026-12-01T10:00:00.000Z' },
      }),
    );
    const { user, onChange } = renderSelect();
    const select = screen.getByRole('combobox', { name: 'Segment' });
    expect(select).toBeDisabled();
    expect(
      await within(select).findByRole('option', { name: 'Day shift — 120 members' }),
    ).toBeInTheDocument();
    expect(
      within(select).getByRole('option', { name: 'Lapsed — about 48,200 members' }),
    ).toBeInTheDocument();
    await user.selectOptions(select, day.id);
    expect(onChange).toHaveBeenCalledWith(day.id);
  });

  it('offers for a channel only the organisation’s segments and that channel’s', async () => {
    segmentChoicesStore.segments.push(
      buildSegment({ name: 'Everyone active' }),
      buildSegment({ name: 'Club regulars', channelId: CHANNEL, channelName: 'Club' }),
      buildSegment({ name: 'Other club', channelId: OTHER, channelName: 'Other' }),
    );
    renderSelect('', CHANNEL);
    const select = screen.getByRole('combobox', { name: 'Segment' });
    await within(select).findByRole('option', { name: /Everyone active/ });
    expect(
      within(select).getByRole('option', { name: /Club regulars · Club/ }),
    ).toBeInTheDocument();
    expect(within(select).queryByRole('option', { name: /Other club/ })).toBeNull();
  });

  it('says when none are saved, and keeps a chosen one no longer listed', async () => {
    renderSelect('00000000-0000-4000-8000-0000000000ff');
    const select = screen.getByRole('combobox', { name: 'Segment' });
    expect(
      await within(select).findByRole('option', { name: 'No saved segments yet' }),
    ).toBeInTheDocument();
    expect(
      within(select).getByRole('option', { name: 'A segment no longer listed' }),
    ).toBeInTheDocument();
  });

  it('says when the segments did not load, and asks again', async () => {
    segmentChoicesStore.failList = true;
    const { user } = renderSelect();
    expect(await screen.findByRole('alert')).toHaveTextContent('Segments did not load');
    segmentChoicesStore.failList = false;
    segmentChoicesStore.segments.push(buildSegment({ name: 'Day shift' }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const select = await screen.findByRole('combobox', { name: 'Segment' });
    expect(await within(select).findByRole('option', { name: /Day shift/ })).toBeInTheDocument();
  });
});
