import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { chatConversations, chatMessages } from '../schema/chat';
import { channelFollowers } from '../schema/mobileUsers';
import type { SeededCompany } from './companies';
import { seededRandom } from './random';

const USER_LINES = [
  'Hi, is the meeting still on for Thursday?',
  'Thanks for the update!',
  'How do I change my shift preference?',
  'Can I bring a guest to the event?',
  'The link in the last message does not open for me.',
];
const CHANNEL_LINES = [
  'Yes, 6 pm at the hall as planned.',
  'You can change it under Settings in the app.',
  'Guests are welcome, just register them at the door.',
  'Thanks, we have fixed the link.',
];
const MINUTE_MS = 60_000;

/** A few IM conversations for the local and hybrid channels of each company. */
export async function seedChat(db: Database, seededCompanies: SeededCompany[]): Promise<void> {
  const random = seededRandom(4242);
  const now = Date.now();
  for (const company of seededCompanies) {
    for (const channelId of [company.channels.PRIMARY, company.channels.HYBRID]) {
      const followers = await db
        .select({ userId: channelFollowers.mobileUserId })
        .from(channelFollowers)
        .where(eq(channelFollowers.contentProviderId, channelId))
        .limit(6);
      for (const [index, { userId }] of followers.entries()) {
        const start = now - (index + 1) * 180 * MINUTE_MS;
        const count = 3 + random.int(6);
        const times = Array.from({ length: count }, (_, i) => new Date(start + i * 7 * MINUTE_MS));
        const last = times[times.length - 1] ?? new Date(start);
        const [conversation] = await db
          .insert(chatConversations)
          .values({ contentProviderId: channelId, mobileUserId: userId, lastMessageAt: last })
          .returning({ id: chatConversations.id });
        if (!conversation) throw new Error('could not seed a conversation');
        await db.insert(chatMessages).values(
          times.map((sentAt, i) => {
            const fromChannel = i % 2 === 1;
            // The newest message of some conversations is still unread by the channel.
            const unread = !fromChannel && i === count - 1 && index % 2 === 0;
            return {
              conversationId: conversation.id,
              fromChannel,
              body: random.pick(fromChannel ? CHANNEL_LINES : USER_LINES),
              sentAt,
              readAt: fromChannel || unread ? null : new Date(sentAt.getTime() + MINUTE_MS),
            };
          }),
        );
      }
    }
  }
}
