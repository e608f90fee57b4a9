import { AB_TEST_SEND_AT_MAX_DAYS, type AbTestBody } from '../../../contract/abTests';
import type { SendMessageBody } from '../../../contract/messages';
import { pushImageProblem } from '../../../contract/richPush';
import type { Database } from '../../db/client';
import { fieldError } from '../../lib/errors';
import { checkMergeFields } from './mergeFieldCheck';

/** A test as stored: its settings and its variants, checked. */
export interface CheckedAbTest {
  sharePercent: number;
  metric: AbTestBody['metric'];
  waitHours: number;
  decision: AbTestBody['decision'];
  variants: {
    title: string;
    pushMessage: string;
    pushImage: string | null;
    sendAt: Date | null;
  }[];
}

const DAY_MS = 86_400_000;

/**
 * The rules the schema cannot state: a test goes with a message sent now (a variant's own send
 * time schedules it), without texts in other languages or a local-time send; each variant's
 * image is an https address, its send time ahead and at most a week away, its merge fields known.
 */
export async function checkedAbTest(
  db: Database,
  companyId: string,
  body: SendMessageBody,
  sendsNow: boolean,
  now: Date,
): Promise<CheckedAbTest | null> {
  const test = body.abTest;
  if (!test) return null;
  if (!sendsNow)
    throw fieldError('abTest', 'goes with a message sent now; give a variant its own send time');
  if ((body.variants ?? []).length > 0)
    throw fieldError('abTest', 'cannot go with texts in other languages');
  const variants = [];
  for (const [index, variant] of test.variants.entries()) {
    const field = `abTest.variants.${index}`;
    const title = variant.title.trim();
    if (title === '') throw fieldError(`${field}.title`, 'must not be empty');
    if (variant.push_message.trim() === '')
      throw fieldError(`${field}.push_message`, 'must not be empty');
    const image = variant.pushImage?.trim() ?? '';
    const imageProblem = pushImageProblem(image);
    if (imageProblem) throw fieldError(`${field}.pushImage`, imageProblem);
    let sendAt: Date | null = null;
    if (variant.sendAt) {
      sendAt = new Date(variant.sendAt);
      if (Number.isNaN(sendAt.getTime())) throw fieldError(`${field}.sendAt`, 'is not a time');
      if (sendAt.getTime() < now.getTime() - 60_000)
        throw fieldError(`${field}.sendAt`, 'must not be in the past');
      if (sendAt.getTime() > now.getTime() + AB_TEST_SEND_AT_MAX_DAYS * DAY_MS)
        throw fieldError(`${field}.sendAt`, `must be within ${AB_TEST_SEND_AT_MAX_DAYS} days`);
    }
    await checkMergeFields(db, companyId, {
      title,
      push_message: variant.push_message,
      message: '',
    });
    variants.push({ title, pushMessage: variant.push_message, pushImage: image || null, sendAt });
  }
  return {
    sharePercent: test.sharePercent,
    metric: test.metric,
    waitHours: test.waitHours,
    decision: test.decision,
    variants,
  };
}
