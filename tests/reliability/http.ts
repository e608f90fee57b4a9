import { DEMO_PASSWORD } from '../../server/db/seed/admins';

/** What the reliability tests need of an API answer: its status and its JSON body. */
export interface Answer {
  status: number;
  body: unknown;
}

/** A field of a JSON answer by path, or undefined. */
export function field(body: unknown, ...path: string[]): unknown {
  let value: unknown = body;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    // Not JSON: kept as text for the failure message.
    return { status: response.status, body: text };
  }
}

export async function call(
  url: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return answerOf(response);
}

/** POST /user/upload: a CSV file in the multipart field "file", as the console sends it. */
export async function uploadCsv(url: string, token: string, csv: string): Promise<Answer> {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'members.csv');
  const response = await fetch(`${url}/user/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return answerOf(response);
}

/** Signs a demo account in and answers its token. */
export async function signIn(url: string, email: string): Promise<string> {
  const answer = await call(url, null, 'POST', '/user/login', { email, password: DEMO_PASSWORD });
  const token = field(answer.body, 'data', 'token');
  if (answer.status !== 200 || typeof token !== 'string') {
    throw new Error(`sign-in of ${email} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return token;
}

/** A message to every follower of the channel, sent now. */
export const sendNowBody = (cpId: string, title: string) => ({
  cpId,
  type: 'Regular Message',
  title,
  push_message: 'Reliability check',
  message: '<p>Reliability check</p>',
  device: 'all',
  isReadRequired: false,
  enableFeedback: false,
  audience: { kind: 'all' },
});

/** One line of figures, written where `npm test` and `npm run test:pg` output shows it. */
export function printFigures(line: string): void {
  process.stdout.write(`\nreliability: ${line}\n`);
}

export const thousands = (n: number) => n.toLocaleString('en-US');
