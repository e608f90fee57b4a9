import type { SegmentBody, SegmentListQuery } from '../../../contract/segments';
import { createApiThunk } from '../../state/createApiThunk';
import * as api from './segmentsApi';

export const fetchSegments = createApiThunk(
  'segments/fetchSegments',
  (query: SegmentListQuery, { signal }) => api.fetchSegments(query, signal),
);

export const fetchSegment = createApiThunk('segments/fetchSegment', (id: string, { signal }) =>
  api.fetchSegment(id, signal),
);

export const saveSegment = createApiThunk(
  'segments/saveSegment',
  ({ id, body }: { id: string | null; body: SegmentBody }) =>
    id ? api.updateSegment(id, body) : api.createSegment(body),
);

export const deleteSegment = createApiThunk('segments/deleteSegment', async (id: string) => {
  await api.deleteSegment(id);
  return id;
});

/** Counts a listed segment that has no count yet; the list shows it when it comes. */
export const countListedSegment = createApiThunk(
  'segments/countListedSegment',
  async (id: string, { signal }) => ({ id, count: await api.countSegment(id, signal) }),
);
