import { http, HttpResponse } from 'msw';
import type { ErrorResponse } from '../../contract/common';
import type { TestMessageBody, TestMessageSent } from '../../contract/messageTest';
import { apiUrl } from './apiUrl';
import { ok } from './messageResponses';
import { refuseSignedOut } from './mobileUsersHandlers';

/** What the console's tests see of test sends: each body sent, and an answer to fail with. */
export const messageTests = {
  sent: [] as TestMessageBody[],
  /** The next test answers this failure instead (then it is cleared). */
  failure: null as { status: number; body: ErrorResponse } | null,
  reset() {
    this.sent.length = 0;
    this.failure = null;
  },
};

/** The signed-in admin's own app: two phones, and their email. */
export const MY_TEST_REACH: TestMessageSent['sentTo'] = {
  push: 2,
  sms: null,
  email: 'ann@example.com',
};

export const messageTestHandlers = [
  http.post<never, TestMessageBody>(apiUrl('/messages/test'), async ({ request }) => {
    const refused = refuseSignedOut(request);
    if (refused) return refused;
    const body = await request.json();
    const failure = messageTests.failure;
    messageTests.failure = null;
    if (failure) return HttpResponse.json(failure.body, { status: failure.status });
    // As the API: an unknown merge field is refused, naming the text that holds it.
    if (/\{\{\s*nickname/.test(body.push_message)) {
      const message =
        'push_message uses the merge field {{ nickname }}, which members do not have.';
      return HttpResponse.json(
        {
          code: 'validation_error',
          message,
          details: [{ field: 'push_message', message }],
        },
        { status: 400 },
      );
    }
    messageTests.sent.push(body);
    const sentTo = body.memberId ? { push: 1, sms: null, email: null } : MY_TEST_REACH;
    return ok<TestMessageSent>({ sentTo });
  }),
];
