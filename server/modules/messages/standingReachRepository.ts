import { DEVICES, type Device } from '../../../contract/messages';
import type { Database } from '../../db/client';
import type { StoredAudience } from '../../db/schema/messages';
import { countAudience, loadSendingChannel } from '../delivery/public';
import { reviewSettingOf } from './reviewGateRepository';

const isDevice = (value: string): value is Device => (DEVICES as readonly string[]).includes(value);

/**
 * Counts only when the organisation's rule reads the reach ('above'): 'off' and 'always' do
 * not, and counting a whole channel is not free, so they get 0.
 */
async function whenTheRuleReadsIt(
  db: Database,
  companyId: string,
  count: () => Promise<number>,
): Promise<number> {
  return (await reviewSettingOf(db, companyId)).mode === 'above' ? count() : 0;
}

/**
 * The reach an award campaign's review is decided on: what compose's reach counts (`total`,
 * the one reach computation) for every member of its channel (the default channel: the whole
 * organisation) on each platform it targets. 0 when it has no channel to go out through, so
 * only a rule of 'always' holds it.
 */
export async function campaignReach(
  db: Database,
  companyId: string,
  channelId: string | null,
  targets: readonly string[],
  now: Date,
  audience: StoredAudience = { kind: 'all' },
): Promise<number> {
  return whenTheRuleReadsIt(db, companyId, async () => {
    const channel = channelId ? await loadSendingChannel(db, companyId, channelId, now) : null;
    if (!channel) return 0;
    const devices: Device[] = targets.includes('all') ? ['all'] : targets.filter(isDevice);
    let reach = 0;
    for (const device of devices) {
      reach += (await countAudience(db, { channel, device, audience }, now)).total;
    }
    return reach;
  });
}

/**
 * The reach a sequence step's review is decided on: its channel's followers today, counted as
 * compose counts a channel (the default channel too only by its followers, as the sequence
 * runner sends). Each of them, and each who follows later, gets the step in time.
 */
export async function stepReach(
  db: Database,
  companyId: string,
  channelId: string,
  now: Date,
  audience: StoredAudience = { kind: 'all' },
): Promise<number> {
  return whenTheRuleReadsIt(db, companyId, async () => {
    const loaded = await loadSendingChannel(db, companyId, channelId, now);
    if (!loaded) return 0;
    const channel = { ...loaded, isCompanyDefault: false };
    return (await countAudience(db, { channel, device: 'all', audience }, now)).total;
  });
}
