import { http, HttpResponse } from 'msw';
import type { Segment, SegmentBody } from '../../contract/segments';
import { apiUrl } from './apiUrl';

/*
 * The saved segments the users page's filter and the audience pickers read (src/lib/
 * segmentReads.ts). By default there are none, so every page that mounts a picker renders; a
 * test seeds `segmentChoicesStore` and reads what was saved.
 */

export const segmentChoicesStore = {
  segments: [] as Segment[],
  /** Bodies of POST /segments, in order. */
  saves: [] as SegmentBody[],
  /** GET /segments answers 500 while set. */
  failList: false,
};

export function resetSegmentChoices() {
  segmentChoicesStore.segments = [];
  segmentChoicesStore.saves = [];
  segmentChoicesStore.failList = false;
}

let nextId = 1;

export function buildSegment(overrides: Partial<Segment> = {}): Segment {
  const id = `00000000-0000-4000-a5e6-${String(nextId++).padStart(12, '0')}`;
  return {
    id,
    name: 'Day shift',
    channelId: null,
    channelName: null,
    rule: { match: 'all', conditions: [] },
    lastCount: { count: 120, exact: true, countedAt: '2026-12-01T10:00:00.000Z' },
    createdAt: '2026-12-01T10:00:00.000Z',
    updatedAt: '2026-12-01T10:00:00.000Z',
    ...overrides,
  };
}

export const segmentChoicesHandlers = [
  http.get(apiUrl('/segments'), () => {
    if (segmentChoicesStore.failList)
      return HttpResponse.json(
        { success: false, code: 'internal_error', message: 'The server failed.' },
        { status: 500 },
      );
    const { segments } = segmentChoicesStore;
    return HttpResponse.json({
      success: true,
      data: { segments, total: segments.length, page: 1, pageSize: 100 },
    });
  }),
  http.post(apiUrl('/segments'), async ({ request }) => {
    const body = (await request.json()) as SegmentBody;
    segmentChoicesStore.saves.push(body);
    const saved = buildSegment({ name: body.name, rule: body.rule });
    segmentChoicesStore.segments.push(saved);
    return HttpResponse.json({ success: true, data: saved }, { status: 201 });
  }),
];
