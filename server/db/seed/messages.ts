import { and, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { messageOccurrences, messageReceipts, messages } from '../schema/messages';
import { channelFollowers, mobileUsers } from '../schema/mobileUsers';
import type { SeededCompany } from './companies';
import { seededRandom } from './random';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Messages acme's channels sent over the past weeks, newest last. */
const SENT = [
  {
    channel: 'PRIMARY',
    daysAgo: 20,
    title: 'Welcome to Acme News',
    push: 'Your union news, now in the app',
    html: '<p>Welcome! News from your union will arrive here.</p>',
    readRequired: false,
    feedback: false,
  },
  {
    channel: 'PRIMARY',
    daysAgo: 9,
    title: 'Contract vote on Thursday',
    push: 'Vote on the new contract this Thursday',
    html: '<p>Polls open at <b>8 am</b> at the hall. Please confirm you have read this.</p>',
    readRequired: true,
    feedback: false,
  },
  {
    channel: 'HYBRID',
    daysAgo: 4,
    title: 'Summer picnic',
    push: 'Are you coming to the summer picnic?',
    html: '<p>Saturday from noon in Riverside Park. Let us know if you are coming.</p>',
    readRequired: false,
    feedback: true,
  },
  {
    channel: 'PRIMARY',
    daysAgo: 1,
    title: 'Safety notice',
    push: 'New safety rules from Monday',
    html: '<p>Read the new safety rules and tell us whether they are clear.</p>',
    readRequired: true,
    feedback: true,
  },
] as const;

const COMMENTS = ['Thanks!', 'See you there.', 'Can I bring my kids?', 'Clear, thank you.'];

interface ReceiptState {
  readAt: Date | null;
  readResponse: boolean;
  feedback: number | null;
  feedbackComment: string | null;
}

/** What one recipient has done with a message: about two in three open it. */
function recipientState(
  random: ReturnType<typeof seededRandom>,
  sentAt: Date,
  message: (typeof SENT)[number],
): ReceiptState {
  if (!random.chance(0.65))
    return { readAt: null, readResponse: false, feedback: null, feedbackComment: null };
  const readAt = new Date(sentAt.getTime() + (1 + random.int(30)) * HOUR_MS);
  const readResponse = message.readRequired && random.chance(0.6);
  if (!message.feedback) return { readAt, readResponse, feedback: null, feedbackComment: null };
  const feedback = random.pick([1, 1, 0, -1, null]);
  const feedbackComment = feedback === 1 && random.chance(0.5) ? random.pick(COMMENTS) : null;
  return { readAt, readResponse, feedback, feedbackComment };
}

/**
 * A few messages acme's channels have already sent, with receipts in every state, so the message
 * history and its receipts are not empty at first start. Their sendings are done: the delivery
 * engine has nothing of them left to do.
 */
export async function seedMessages(db: Database, seededCompanies: SeededCompany[]): Promise<void> {
  const acme = seededCompanies.find((company) => company.slug === 'acme');
  if (!acme) return;
  const random = seededRandom(9090);
  const now = Date.now();
  for (const demo of SENT) {
    const channelId = acme.channels[demo.channel];
    const followers = await db
      .select({ id: mobileUsers.id, registered: mobileUsers.registered })
      .from(channelFollowers)
      .innerJoin(mobileUsers, eq(mobileUsers.id, channelFollowers.mobileUserId))
      .where(
        and(
          eq(channelFollowers.contentProviderId, channelId),
          eq(mobileUsers.isDeleted, 0),
          eq(mobileUsers.isActive, 1),
        ),
      )
      .orderBy(mobileUsers.id);
    const sentAt = new Date(now - demo.daysAgo * DAY_MS);
    const states = followers.map((follower) => ({
      follower,
      state: recipientState(random, sentAt, demo),
    }));
    const [message] = await db
      .insert(messages)
      .values({
        companyId: acme.id,
        contentProviderId: channelId,
        title: demo.title,
        pushMessage: demo.push,
        message: demo.html,
        isReadRequired: demo.readRequired,
        enableFeedback: demo.feedback,
        status: 0,
        recipients: followers.length,
        sent: followers.length,
        read: states.filter(({ state }) => state.readAt).length,
        dateCreated: sentAt,
      })
      .returning({ id: messages.id });
    if (!message) throw new Error(`could not seed the message ${demo.title}`);
    const [occurrence] = await db
      .insert(messageOccurrences)
      .values({
        messageId: message.id,
        dueAt: sentAt,
        state: 'done',
        completedAt: new Date(sentAt.getTime() + 60_000),
      })
      .returning({ id: messageOccurrences.id });
    if (!occurrence) throw new Error(`could not seed the sending of ${demo.title}`);
    if (states.length === 0) continue;
    await db.insert(messageReceipts).values(
      states.map(({ follower, state }) => ({
        occurrenceId: occurrence.id,
        mobileUserId: follower.id,
        channel: follower.registered ? 'push' : 'none',
        sentAt,
        ...state,
      })),
    );
  }
}
