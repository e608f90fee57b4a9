import type {
  Segment,
  SegmentBody,
  SegmentListResponse,
  SegmentResponse,
} from '../../contract/segments';
import { apiClient } from './apiClient';

/*
 * Saved segments as the places that use them read them: the users page's segment filter and its
 * "Save as segment", and the audience pickers of compose, sequence steps and award campaigns. A
 * feature may not import another, so these reads live here; the Segments pages keep their own.
 */

/** The most a picker offers: one page of the segments, by name. */
export const SEGMENT_CHOICES_LIMIT = 100;

/** The segments the admin may use, by name (the organisation's and their channels'). */
export async function fetchSegmentChoices(signal?: AbortSignal): Promise<Segment[]> {
  const response = await apiClient.get<SegmentListResponse>('/segments', {
    params: { sort: 'name', order: 'asc', pageSize: SEGMENT_CHOICES_LIMIT },
    signal,
  });
  return response.data.data.segments;
}

/** Saves a new segment; answers it with its first count. */
export async function createSegment(body: SegmentBody): Promise<Segment> {
  const response = await apiClient.post<SegmentResponse>('/segments', body);
  return response.data.data;
}

/** Where the Segments page shows one segment. */
export const segmentPagePath = (id: string) => `/segments/${encodeURIComponent(id)}`;
