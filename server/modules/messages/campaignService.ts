import { isPhoneNumber } from '../../../contract/messages';
import { type Campaign, type CampaignBody } from '../../../contract/campaigns';
import { AppError, notFound } from '../../lib/errors';
import type { CampaignCompany, CampaignInput, CampaignRepository } from './campaignRepository';
import type { MessageTexts } from './mergeFieldCheck';
import { checkedLink } from './messageLink';
import { found, messageDeleted } from './messageRefusals';
import { checkedSchedule } from './scheduleInput';
import { chooseOrganisation } from './sender';

const DEFAULT_ZONE = 'America/Los_Angeles';

/** A campaign's phone: a phone number, or none when left empty. */
function checkedPhone(phone: string | null | undefined): string | null {
  const text = phone?.trim() ?? '';
  if (text === '') return null;
  if (!isPhoneNumber(text))
    throw new AppError(
      'error_invalid_phone',
      'The phone is not a phone number: use digits, with an optional leading +.',
      [{ field: 'phone', message: 'is not a phone number' }],
    );
  return text;
}

/**
 * Award campaigns, the platform admin's alone: the checks and answers around the repository.
 * {companyId} is the organisation's companyID (its id works too); 'All' names no one company.
 */
export function createCampaignService(
  campaigns: CampaignRepository,
  checkTexts: (companyId: string, texts: MessageTexts) => Promise<void>,
  clock: () => Date = () => new Date(),
) {
  async function company(param: string): Promise<CampaignCompany> {
    if (param === 'All') throw chooseOrganisation();
    return found('Organization', await campaigns.company(param));
  }

  /** The body checked: its schedule, its channel (404 for another company's), link and phone. */
  async function input(companyId: string, body: CampaignBody): Promise<CampaignInput> {
    const schedule = checkedSchedule(
      {
        scheduleType: body.repeat ? 'daily' : 'once',
        schedule_date: body.schedule_date,
        schedule_time: body.schedule_time,
        userTimeZone: body.userTimeZone ?? DEFAULT_ZONE,
      },
      clock(),
    );
    const channel = await campaigns.channelFor(companyId, body.cpId);
    if (!channel) throw notFound('Channel');
    if (body.segmentId && !(await campaigns.hasSegment(companyId, body.segmentId)))
      throw notFound('Segment');
    // A campaign's text is its push text and its page both.
    await checkTexts(companyId, { title: body.title, push_message: body.message, message: '' });
    return {
      body,
      channelId: channel.id,
      schedule,
      url: checkedLink(body.url),
      phone: checkedPhone(body.phone),
    };
  }

  return {
    async list(companyParam: string): Promise<Campaign[]> {
      const chosen = companyParam === 'All' ? null : await company(companyParam);
      return campaigns.list(chosen);
    },

    async get(id: string): Promise<Campaign> {
      return found('Campaign', await campaigns.get(id));
    },

    /** Stored awaiting an approver when its organisation requires review. */
    async create(adminId: string, companyParam: string, body: CampaignBody): Promise<Campaign> {
      const target = await company(companyParam);
      return campaigns.create(adminId, target, await input(target.id, body));
    },

    /**
     * Replaces the campaign's content and schedule; its next send is worked out again. One under
     * review goes back to awaiting an approver, with `adminId` as its submitter.
     */
    async update(
      id: string,
      adminId: string,
      companyParam: string,
      body: CampaignBody,
    ): Promise<Campaign> {
      const target = await company(companyParam);
      if ((await campaigns.companyOf(id)) !== target.id) throw notFound('Campaign');
      const checked = await input(target.id, body);
      return found('Campaign', await campaigns.update(id, adminId, target, checked));
    },

    async remove(id: string): Promise<void> {
      messageDeleted(await campaigns.remove(id));
    },
  };
}

export type CampaignService = ReturnType<typeof createCampaignService>;
