import { http, HttpResponse } from 'msw';
import type { InvitationFunnel } from '../../contract/invitationFunnel';
import { apiUrl } from './apiUrl';

/** A funnel of two weeks and one link, as the API answers it. */
export function sampleFunnel(overrides: Partial<InvitationFunnel> = {}): InvitationFunnel {
  return {
    from: '2026-11-09',
    to: '2026-11-22',
    steps: [
      { step: 'opened', count: 40, drop: null, dropPercent: null },
      { step: 'registered', count: 10, drop: 30, dropPercent: 75 },
      { step: 'confirmed', count: 8, drop: 2, dropPercent: 20 },
      { step: 'active', count: 6, drop: 2, dropPercent: 25 },
    ],
    scanned: 15,
    links: [
      {
        linkID: '0b6f1c2e-0000-4000-8000-000000000001',
        channelID: 'channel-1',
        channelName: 'Acme News',
        dateCreated: '2026-10-01T09:00:00.000Z',
        opened: 40,
        scanned: 15,
        registered: 10,
        confirmed: 8,
        active: 6,
      },
    ],
    weeks: [
      {
        week: '2026-11-09',
        opened: 25,
        scanned: 10,
        registered: 6,
        confirmed: 5,
        active: 4,
      },
      { week: '2026-11-16', opened: 15, scanned: 5, registered: 4, confirmed: 3, active: 2 },
    ],
    ...overrides,
  };
}

/** What the funnel handlers answer, and the queries they were asked; tests set and read it. */
export const invitationFunnelStore = {
  funnel: sampleFunnel(),
  queries: [] as URLSearchParams[],
  csvQueries: [] as URLSearchParams[],
};

export function resetInvitationFunnelStore() {
  invitationFunnelStore.funnel = sampleFunnel();
  invitationFunnelStore.queries = [];
  invitationFunnelStore.csvQueries = [];
}

export const invitationFunnelHandlers = [
  http.get(apiUrl('/invitation-links/funnel'), ({ request }) => {
    invitationFunnelStore.queries.push(new URL(request.url).searchParams);
    return HttpResponse.json({ success: true, data: invitationFunnelStore.funnel });
  }),
  http.get(apiUrl('/invitation-links/funnel.csv'), ({ request }) => {
    invitationFunnelStore.csvQueries.push(new URL(request.url).searchParams);
    return new HttpResponse('\uFEFFRow,Link\r\n', {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="invitation-funnel.csv"',
      },
    });
  }),
];
