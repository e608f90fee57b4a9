import type {
  AppPreferences,
  OptOut,
  OptOutChoice,
  PutAppPreferencesBody,
} from '../../../contract/optOuts';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/contextual';
import { fieldError } from '../../lib/errors';
import { createPreferencesRepository, type Member } from './preferencesRepository';
import { optOutsOf, recordOptIn, recordOptOut } from './repository';

const keyOf = (choice: Pick<OptOutChoice, 'channelId' | 'delivery'>) =>
  `${choice.channelId ?? '*'}:${choice.delivery}`;

/**
 * The member's choices from the app (docs/decisions.md, "Opt-outs"): what they opt out of, by way
 * and channel, and their own quiet hours. A STOP texted back is lifted only by START from the
 * phone, as carriers require: the app shows it and cannot lift it.
 */
export function createPreferencesService(db: Database) {
  const repository = createPreferencesRepository(db);

  async function standing(member: Member): Promise<OptOut[]> {
    return (
      (await optOutsOf(db, member.companyId, [member.mobileUserId])).get(member.mobileUserId) ?? []
    );
  }

  async function read(member: Member): Promise<AppPreferences> {
    const [optOuts, channels, quietHours, companyQuietHours] = await Promise.all([
      standing(member),
      repository.channelsOf(member),
      repository.quietHoursOf(member),
      repository.companyQuietHoursOf(member),
    ]);
    return { optOuts, channels, quietHours, companyQuietHours };
  }

  return {
    read,

    /** Makes the member's opt-outs the ones asked for, each change in the consent history. */
    async update(member: Member, body: PutAppPreferencesBody): Promise<AppPreferences> {
      const channels = new Set((await repository.channelsOf(member)).map((channel) => channel._id));
      body.optOuts.forEach((choice, index) => {
        if (choice.channelId !== null && !channels.has(choice.channelId))
          throw fieldError(`optOuts/${index}/channelId`, 'You do not hear from this channel.');
      });
      const wanted = new Map(body.optOuts.map((choice) => [keyOf(choice), choice]));
      // One transaction: the member's choices change together or not at all.
      await inTransaction(db, async () => {
        const current = await standing(member);
        const held = new Set(current.map(keyOf));
        for (const { channelId, delivery, source } of current) {
          if (wanted.has(keyOf({ channelId, delivery })) || source === 'sms') continue;
          await recordOptIn(db, { ...member, channelId, delivery, source: 'app' });
        }
        for (const { channelId, delivery } of wanted.values()) {
          if (held.has(keyOf({ channelId, delivery }))) continue;
          await recordOptOut(db, { ...member, channelId, delivery, source: 'app' });
        }
        if (body.quietHours !== undefined) await repository.setQuietHours(member, body.quietHours);
      });
      return read(member);
    },
  };
}
