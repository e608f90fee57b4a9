import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { contentProviders } from '../schema/channels';
import { createDatabaseFileStore } from '../../providers/storage/databaseFileStore';
import { filePath } from '../../providers/storage/fileStore';
import { tilePng } from './brandingImages';
import type { SeededCompany } from './companies';

/** What each of a company's demo channels looks like beyond its type (companies.ts). */
const DETAILS = {
  PRIMARY: {
    contactName: 'Maria Okafor',
    accessCode: 'LOCAL47',
    color: '#0f766e',
    links: [
      { name: 'Meeting minutes', url: 'https://example.com/local-47/minutes' },
      { name: 'Shift swaps', url: 'https://example.com/local-47/swaps' },
    ],
    flags: { isForceFollowing: false },
    usage: { logins: 14, userLogins: 212, views: [38, 120, 310, 64], lastMonth: 460 },
  },
  HYBRID: {
    contactName: 'Sam Brooks',
    accessCode: 'JOIN2026',
    color: '#2563eb',
    links: [{ name: 'Community forum', url: 'https://example.com/community' }],
    // Members without the app, but with an email address, get its messages by email.
    flags: { allowPushcastEmail: true, requireEmailVerificationForPushcast: true },
    usage: { logins: 6, userLogins: 148, views: [12, 44, 96, 20], lastMonth: 230 },
  },
  DEFAULT: {
    contactName: 'Head Office',
    accessCode: null,
    color: '#b45309',
    links: [{ name: 'Member handbook', url: 'https://example.com/handbook' }],
    flags: { isForceFollowing: true },
    usage: { logins: 9, userLogins: 390, views: [20, 64, 540, 130], lastMonth: 1180 },
  },
  SECONDARY: {
    contactName: 'Lee Park',
    accessCode: 'PARTNER',
    color: '#7c3aed',
    links: [{ name: 'Partner discounts', url: 'https://example.com/partners/discounts' }],
    // Members without the app are texted, using the channel's off-app text credits.
    flags: { unregisteredMemberMessaging: true },
    usage: { logins: 3, userLogins: 61, views: [4, 9, 70, 12], lastMonth: 95 },
  },
} as const;

/**
 * The demo channels' details: contacts, access codes, links, an image each, the messaging flags
 * (one channel texts members without the app, one emails them), and usage counters with
 * believable values (deliveries and sign-ins count themselves through the triggers).
 */
export async function seedChannelDetails(db: Database, seeded: SeededCompany[]) {
  const files = createDatabaseFileStore(db);
  for (const company of seeded) {
    for (const [type, id] of Object.entries(company.channels)) {
      const details = DETAILS[type as keyof typeof DETAILS];
      const image = await files.put({
        companyId: company.id,
        contentType: 'image/png',
        bytes: tilePng(64, details.color),
      });
      await db
        .update(contentProviders)
        .set({
          contactName: details.contactName,
          accessCode: details.accessCode,
          image: filePath(image),
          links: [...details.links],
          featuredLinks: details.links.slice(0, 1),
          resellerCode: type === 'SECONDARY' ? 'RS-2041' : null,
          revenueCollectionMode: type === 'SECONDARY' ? 'partner' : 'organization',
          purchasedAppUsersCost: type === 'DEFAULT' ? 0 : 4900,
          ...details.flags,
        })
        .where(eq(contentProviders.id, id));
      const [audio, video, imageViews, fileViews] = details.usage.views;
      await db.execute(sql`update channel_usage_counters set
          admin_logins_month = ${details.usage.logins},
          user_logins_month = ${details.usage.userLogins},
          messages_sent_last_month = ${details.usage.lastMonth},
          off_app_text_credits_used_last_month = ${type === 'SECONDARY' ? 84 : 0},
          off_app_text_credits_purchased_last_month = ${type === 'SECONDARY' ? 250 : 0},
          sent_sms = sent_sms + ${type === 'SECONDARY' ? 312 : 0},
          mov_conversion_ms = ${(video ?? 0) * 41_000},
          audio_views = ${audio ?? 0}, video_views = ${video ?? 0},
          image_views = ${imageViews ?? 0}, file_views = ${fileViews ?? 0},
          audio_bytes_out = ${(audio ?? 0) * 3_400_000},
          video_bytes_out = ${(video ?? 0) * 48_000_000},
          image_bytes_out = ${(imageViews ?? 0) * 180_000},
          file_bytes_out = ${(fileViews ?? 0) * 650_000}
        where content_provider_id = ${id}`);
    }
  }
}
