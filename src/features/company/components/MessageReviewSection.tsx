import { useFormikContext } from 'formik';
import { RadioGroupField } from '../../../components/form/ChoiceFields';
import { NumberField } from '../../../components/form/NumberField';
import type { ReviewMode } from '../../../../contract/messageReviewState';
import { Section } from './BrandingFields';
import { REVIEW_ABOVE_MAX, type MessageReviewValues } from './messageReviewForm';

const CHOICES: readonly { value: ReviewMode; label: string; help: string }[] = [
  { value: 'off', label: 'Off', help: 'Messages go out as their sender sends them.' },
  {
    value: 'always',
    label: 'Every message',
    help: 'Every message waits for another admin’s approval.',
  },
  {
    value: 'above',
    label: 'Messages reaching more than a number of members',
    help: 'Smaller messages go out at once; larger ones wait for approval.',
  },
];

/**
 * Company Settings' own section: whether a message waits for another admin's approval (one whose
 * role may approve messages) before it is sent or scheduled.
 */
export function MessageReviewSection() {
  const { values } = useFormikContext<{ messageReview: MessageReviewValues }>();
  return (
    <Section title="Review before sending">
      <RadioGroupField
        name="messageReview.mode"
        label="Require approval for"
        choices={CHOICES}
        className="mb-3"
      />
      {values.messageReview.mode === 'above' && (
        <NumberField
          name="messageReview.above"
          label="Messages reaching more than this many members"
          min={0}
          max={REVIEW_ABOVE_MAX}
          help="A message to more members than this waits for approval."
        />
      )}
    </Section>
  );
}
