import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MobileUserListResponse } from '../../contract/mobileUsers';
import { API_URL, CONSOLE_URL, DEMO_PASSWORD, launchChromium, signIn, snapshot } from './browser';
import { mailTo } from './mail';

/**
 * The whole message, in the browser against the demo, with acme reviewing every message: a
 * channel admin starts a personal two-language message with an image and a button from a
 * template, previews it as three members, sends a test to herself and submits it; acme's admin,
 * told by email and by the navbar, reviews it as members will see it and approves it; then two
 * members, one reading Spanish and one English, each get their own rendering by email.
 */
const STAMP = String(Date.now()).slice(-6);
const TEMPLATE = `Strike ballot ${STAMP}`;
const TITLE = `Strike ballot ${STAMP}`;
const IMAGE = 'https://images.tidings.test/strike-ballot.png';
const PICTURE = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300">
  <rect width="600" height="300" fill="#7c2d12"/>
  <text x="300" y="170" font-size="56" text-anchor="middle" fill="#fff">Vote</text>
</svg>`;

let browser: Browser;
let sender: BrowserContext;
let approver: BrowserContext;
let page: Page;
/** The two members' addresses, names and languages before this spec changed them. */
let members: { id: string; email: string; firstname: string; language: string | null }[] = [];

/** A call to the API as whoever is signed in on `context`. */
async function api<T>(
  context: BrowserContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
): Promise<T> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'user-token')?.value;
  const response = await context.request.fetch(`${API_URL}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token ?? ''}` },
    ...(data === undefined ? {} : { data }),
  });
  if (!response.ok())
    throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** The newest email to `to` holding `text`, waiting for it. */
async function mailWith(to: string, text: string): Promise<string> {
  let mail = '';
  await expect
    .poll(async () => (mail = await mailTo(to)).includes(text), { timeout: 30_000 })
    .toBe(true);
  return mail;
}

async function signedIn(email: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.route(`${IMAGE}*`, (route) =>
    route.fulfill({ status: 200, contentType: 'image/svg+xml', body: PICTURE }),
  );
  page = await context.newPage();
  await signIn(page, email, DEMO_PASSWORD);
  await page.waitForURL(/\/dashboard|\/messages/);
  return context;
}

const reviewEveryMessage = (mode: 'always' | 'off') =>
  api(approver, 'POST', '/company-settings', { messageReview: { mode, above: 1000 } });

beforeAll(async () => {
  browser = await launchChromium();
  approver = await signedIn('admin@acme.test');
  await reviewEveryMessage('always');
  // The template, the organisation's: a merge field, a Spanish version, an image and a button.
  await api(approver, 'POST', '/message-templates', {
    name: TEMPLATE,
    title: TITLE,
    push_message: 'Hi {{ firstname | default: "member" }}, the strike ballot is open',
    message: '<p>Dear {{ firstname | default: "member" }}, vote by Friday.</p>',
    variants: [
      {
        language: 'es',
        title: `Votación de huelga ${STAMP}`,
        push_message: 'Hola {{ firstname | default: "socio" }}, la votación está abierta',
        message: '<p>Hola {{ firstname | default: "socio" }}, vota antes del viernes.</p>',
      },
    ],
    pushImage: IMAGE,
    pushButtons: [{ label: 'Vote now', url: 'https://union.tidings.test/ballot' }],
  });

  // The sender: the admin of acme's channel that emails its members.
  sender = await signedIn('channel5@acme.test');
  const { users } = await api<MobileUserListResponse['data']>(
    sender,
    'POST',
    '/user/mobile-users/new',
    {
      userStatus: 'active',
      onlyActiveUsers: true,
      offset: 0,
      limit: 100,
    },
  );
  members = users
    .filter((user) => user.email && /^[A-Za-z]+$/.test(user.firstname))
    .slice(0, 2)
    .map((user) => ({
      id: user._id,
      email: user.email ?? '',
      firstname: user.firstname,
      language: user.language,
    }));
  if (members.length < 2) throw new Error('the channel has two members with an email');
  const [spanish, english] = members;
  await api(approver, 'PUT', `/user/mobile-users/${spanish?.id}/language`, { language: 'es' });
  await api(approver, 'PUT', `/user/mobile-users/${english?.id}/language`, { language: 'en' });
}, 120_000);

afterAll(async () => {
  // Later specs send without review, and the demo's members keep their own languages.
  await reviewEveryMessage('off');
  for (const member of members)
    await api(approver, 'PUT', `/user/mobile-users/${member.id}/language`, {
      language: member.language,
    });
  await browser.close();
});

describe('a reviewed message', () => {
  it('is written from a template, tested, submitted, approved and read by each member in their language', async () => {
    page = sender.pages()[0] ?? (await sender.newPage());
    await page.goto(`${CONSOLE_URL}/messages/send-notifications`);

    // From the template: its texts, its Spanish version, its image and its button.
    await page.getByRole('button', { name: 'Use a template' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose a template' });
    await picker.getByRole('searchbox', { name: 'Search templates' }).fill(TEMPLATE);
    await picker.getByRole('button', { name: new RegExp(TEMPLATE) }).click();
    await picker.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Title').inputValue()).toBe(TITLE);
    await page
      .getByRole('tablist', { name: 'Languages' })
      .getByRole('tab', { name: /Spanish/ })
      .waitFor();
    expect(await page.getByLabel('Image address').inputValue()).toBe(IMAGE);
    expect(await page.getByLabel('Button 1 label').inputValue()).toBe('Vote now');
    await page.getByRole('group', { name: 'How to reach them' }).getByLabel('Email only').check();

    // Previewed as three members of the audience, each written for.
    const chooser = page.getByRole('radiogroup', { name: 'Preview as' });
    await expect.poll(() => chooser.getByRole('radio').count()).toBe(3);
    const push = page
      .getByRole('figure', { name: 'Preview on a phone' })
      .getByRole('region', { name: 'Push notification' });
    await push.getByRole('img', { name: 'Push image' }).waitFor();
    expect(await push.getByRole('list', { name: 'Push buttons' }).innerText()).toContain(
      'Vote now',
    );
    const first = await push.innerText();
    expect(first).not.toContain('{{');
    await chooser.locator('label').nth(1).click();
    await expect.poll(() => push.innerText()).not.toBe(first);

    // A test to herself, marked as one.
    await page.getByRole('button', { name: 'Send a test' }).click();
    const test = page.getByRole('dialog', { name: 'Send a test' });
    await test.getByRole('button', { name: 'Send test' }).click();
    await test
      .getByRole('status')
      .getByText(/^Sent to/)
      .waitFor();
    expect(await mailWith('channel5@acme.test', `[Test] ${TITLE}`)).toContain('Dear Cleo');
    await test.getByRole('button', { name: 'Close' }).first().click();
    await test.waitFor({ state: 'detached' });

    // Submitted, not sent: acme reviews every message.
    await page.getByRole('button', { name: 'Submit for approval' }).click();
    const submit = page.getByRole('dialog', { name: 'Submit this message for approval?' });
    await submit.getByRole('button', { name: 'Submit for approval' }).click();
    await page.getByText('Message submitted for approval.').waitFor();
    await snapshot(page, 'reviewed-submitted-1280');

    // The approver is told by email and in the console.
    expect(await mailWith('admin@acme.test', TITLE)).toMatch(/awaits your approval/i);
    page = await approver.newPage();
    await page.goto(`${CONSOLE_URL}/dashboard`);
    await page
      .getByRole('link', { name: /^Approvals: \d+ messages? awaiting your approval/ })
      .click();
    await page.getByRole('link', { name: TITLE }).click();
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();

    // As members will see it: both languages, three members, the reach.
    await page
      .getByRole('tablist', { name: 'Languages' })
      .getByRole('tab', { name: /Spanish/ })
      .click();
    await page
      .getByText(/Hola \{\{ firstname/)
      .first()
      .waitFor();
    await expect
      .poll(() => page.getByRole('radiogroup', { name: 'Preview as' }).getByRole('radio').count())
      .toBe(3);
    await page.getByRole('heading', { name: 'Reach and cost' }).waitFor();
    await snapshot(page, 'reviewed-review-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await snapshot(page, 'reviewed-review-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Approve' }).click();
    const approve = page.getByRole('dialog', { name: 'Approve this message?' });
    await approve.getByRole('button', { name: 'Approve' }).click();
    await approve.waitFor({ state: 'detached' });

    // Each member reads it in their own language, with their own name.
    const [spanish, english] = members;
    if (!spanish || !english) throw new Error('two members');
    // A member's email is the push text and the link to their page (decisions: email delivery).
    const spanishMail = await mailWith(spanish.email, `Hola ${spanish.firstname}, la votaci`);
    expect(spanishMail).toContain(STAMP);
    expect(spanishMail).not.toContain('{{');
    expect(spanishMail).not.toContain('strike ballot is open');
    const englishMail = await mailWith(
      english.email,
      `Hi ${english.firstname}, the strike ballot is open`,
    );
    expect(englishMail).toContain(STAMP);
    expect(englishMail).not.toContain('{{');
    expect(englishMail).not.toContain('Hola ');
  }, 180_000);
});
