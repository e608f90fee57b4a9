import type { Sample } from '../../../tests/api/net/sampleRequest';

/**
 * A sample request for each route this module serves, for the access matrix and the bad-input
 * net (tests/api/net/routeSamples.ts puts every module's together; see the rules there).
 */
export const ROUTE_SAMPLES: Record<string, Sample> = {
  'GET /api/chat/getUsersMessageList': () => ({
    url: '/api/chat/getUsersMessageList?skipAmount=0&limitAmount=20',
  }),
  'POST /api/chat/setConversationReadByParticipant': (ids) => ({
    url: '/api/chat/setConversationReadByParticipant',
    payload: { chatMessageID: ids.conversationA },
    owner: 'channelA',
  }),
  'GET /user/mobile-users/download-conversation-audit': (ids) => ({
    url: `/user/mobile-users/download-conversation-audit?chatMessageID=${ids.conversationA}&count=50`,
    owner: 'channelA',
  }),
};
