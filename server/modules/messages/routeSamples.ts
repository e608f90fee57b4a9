import type { SampleIds } from '../../../tests/api/net/fixture';
import { form, type Sample } from '../../../tests/api/net/sampleRequest';
import { HTML_FILE } from './testKit';

const message = (ids: SampleIds) => ({
  cpId: ids.channelA,
  type: 'Regular Message',
  title: 'Net check',
  push_message: 'A message from the access matrix',
  message: '<p>Hello</p>',
  device: 'all',
  isReadRequired: false,
  enableFeedback: false,
  audience: { kind: 'groups', groups: [ids.groupA] },
});
const schedule = (ids: SampleIds) => ({
  ...message(ids),
  scheduleType: 'once',
  schedule_date: '2099-01-01',
  schedule_time: '09:00',
  userTimeZone: 'Europe/Berlin',
});
const campaign = {
  title: 'Net award',
  message: 'Well done',
  schedule_date: '2099-01-01',
  schedule_time: '09:00',
  repeat: false,
  target: ['all'],
};
const sequenceStep = {
  label: 'Net step',
  interval: 3,
  module: '',
  title: 'Day three',
  pushMessage: 'Welcome, day three',
  message: '<p>Day three</p>',
  isActive: false,
};
const withFile = (data: object) => form({ data: JSON.stringify(data) }, HTML_FILE);

/**
 * A sample request for each route this module serves, for the access matrix and the bad-input
 * net (tests/api/net/routeSamples.ts puts every module's together; see the rules there).
 */
export const ROUTE_SAMPLES: Record<string, Sample> = {
  'POST /messages/audience': (ids) => ({
    url: '/messages/audience',
    payload: { cpId: ids.channelA, device: 'all', audience: { kind: 'all' } },
    owner: 'channelA',
  }),
  'POST /messages/preview': (ids) => ({
    url: '/messages/preview',
    payload: {
      cpId: ids.channelA,
      device: 'all',
      audience: { kind: 'all' },
      title: 'Hi {{ firstname }}',
      push_message: 'Read this',
      message: '<p>Body</p>',
    },
    owner: 'channelA',
  }),
  'POST /messages/test': (ids) => ({
    url: '/messages/test',
    payload: {
      cpId: ids.channelA,
      type: 'Regular Message',
      title: 'Hi {{ firstname }}',
      push_message: 'A test from the access matrix',
      message: '<p>Hello</p>',
      memberId: ids.userA,
    },
    owner: 'channelA',
  }),
  'POST /messages/': (ids) => ({ url: '/messages/', payload: message(ids), owner: 'channelA' }),
  'POST /messages/file': (ids) => ({
    ...withFile(message(ids)),
    url: '/messages/file',
    owner: 'channelA',
  }),
  'POST /messages/schedule': (ids) => ({
    url: '/messages/schedule',
    payload: schedule(ids),
    owner: 'channelA',
  }),
  'POST /messages/schedule/file': (ids) => ({
    ...withFile(schedule(ids)),
    url: '/messages/schedule/file',
    owner: 'channelA',
  }),
  'GET /messages/{cpId}': () => ({ url: '/messages/all?offset=0&limit=20' }),
  'GET /messages/senders/{cpId}': () => ({ url: '/messages/senders/all' }),
  'GET /messages/{companyId}/message/{id}': (ids) => ({
    url: `/messages/acme/message/${ids.messageA}?limit=10&offset=0`,
    owner: 'channelA',
  }),
  'GET /messages/{companyId}/message/{id}/board': (ids) => ({
    url: `/messages/acme/message/${ids.messageA}/board`,
    owner: 'channelA',
  }),
  'GET /messages/{companyId}/message/{id}/board/people': (ids) => ({
    url: `/messages/acme/message/${ids.messageA}/board/people?state=unconfirmed&limit=20`,
    owner: 'channelA',
  }),
  'GET /message/delivery/{messageId}': (ids) => ({
    url: `/message/delivery/${ids.messageA}`,
    owner: 'channelA',
  }),
  'POST /messages/{id}/follow-up': (ids) => ({
    url: `/messages/${ids.messageA}/follow-up`,
    payload: { title: 'Net follow-up', push_message: 'Please confirm' },
    owner: 'channelA',
  }),
  'DELETE /messages/{id}': (ids) => ({ url: `/messages/${ids.messageA}`, owner: 'channelA' }),
  // Review before sending: messageA is under no review, so its own answer 404 or 409.
  'GET /messages/reviews': () => ({ url: '/messages/reviews?state=pending' }),
  'GET /messages/{id}/review': (ids) => ({
    url: `/messages/${ids.messageA}/review`,
    owner: 'channelA',
  }),
  'POST /messages/{id}/review/approve': (ids) => ({
    url: `/messages/${ids.messageA}/review/approve`,
    payload: { comment: 'Fine to send' },
    owner: 'channelA',
  }),
  'POST /messages/{id}/review/return': (ids) => ({
    url: `/messages/${ids.messageA}/review/return`,
    payload: { comment: 'Shorter title, please' },
    owner: 'channelA',
  }),
  'PUT /messages/{id}/review': (ids) => ({
    url: `/messages/${ids.messageA}/review`,
    payload: { title: 'Net edit', push_message: 'Edited for review', message: '<p>Edited</p>' },
    owner: 'channelA',
  }),
  // A/B tests: messageA has none, so its own answer 404 too.
  'GET /messages/{messageId}/ab-test': (ids) => ({
    url: `/messages/${ids.messageA}/ab-test`,
    owner: 'channelA',
  }),
  'POST /messages/{messageId}/ab-test/winner': (ids) => ({
    url: `/messages/${ids.messageA}/ab-test/winner`,
    payload: { position: 1 },
    owner: 'channelA',
  }),
  'DELETE /messages/file/upload/{id}': () => ({
    url: '/messages/file/upload/00000000-0000-4000-8000-000000000001',
  }),
  'POST /messages/campaign/{companyId}': () => ({
    url: '/messages/campaign/acme',
    payload: campaign,
  }),
  'GET /messages/campaigns/{companyId}': () => ({ url: '/messages/campaigns/acme' }),
  'GET /messages/campaign/{id}': (ids) => ({
    url: `/messages/campaign/${ids.campaign}`,
    owner: 'acme',
  }),
  'PUT /messages/campaign/{id}/{companyId}': (ids) => ({
    url: `/messages/campaign/${ids.campaign}/acme`,
    payload: campaign,
    owner: 'acme',
  }),
  'DELETE /messages/campaign/{id}': (ids) => ({
    url: `/messages/campaign/${ids.campaign}`,
    owner: 'acme',
  }),
  'POST /messages/sequence': () => ({ url: '/messages/sequence', payload: sequenceStep }),
  'POST /messages/sequence/file': () => ({
    ...withFile(sequenceStep),
    url: '/messages/sequence/file',
  }),
  'GET /messages/sequence/{cpId}': (ids) => ({
    url: `/messages/sequence/${ids.channelA}`,
    owner: 'channelA',
  }),
  'PUT /messages/sequence/{id}': (ids) => ({
    url: `/messages/sequence/${ids.sequenceStep}`,
    payload: sequenceStep,
    owner: 'channelA',
  }),
  'DELETE /messages/sequence/{id}': (ids) => ({
    url: `/messages/sequence/${ids.sequenceStep}`,
    owner: 'channelA',
  }),
};
