import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import Form from 'react-bootstrap/Form';
import type { AudienceCount, DeliveryMode } from '../../../../contract/messages';
import type { ComposeValues } from '../composeForm';
import { choiceReach, DELIVERY_CHOICES, DELIVERY_REFUSED } from '../reachText';

/** What the chosen channel allows beside push, when its choice is known before the count. */
export interface ChannelAllows {
  sms?: boolean | undefined;
  email?: boolean | undefined;
}

function allowedOf(mode: DeliveryMode, count: AudienceCount | null, allows: ChannelAllows) {
  const counted = count?.modes?.[mode];
  if (counted) return counted.allowed;
  if (mode === 'sms') return allows.sms !== false;
  if (mode === 'email') return allows.email !== false;
  return true;
}

/**
 * "How to reach them": push with SMS or email fallback, push only, SMS only or email only, each
 * with whom it reaches and the text credits it uses for the audience chosen (the count's
 * `modes`); a choice the channel or its organisation does not allow is off, with the reason.
 */
export function DeliveryChoiceField({
  count,
  allows,
}: {
  count: AudienceCount | null;
  allows: ChannelAllows;
}) {
  const { values, setFieldValue } = useFormikContext<ComposeValues>();
  const chosen = values.deliveryMode;
  const chosenAllowed = allowedOf(chosen, count, allows);
  // A channel changed to one that does not allow the choice falls back to the default.
  useEffect(() => {
    if (!chosenAllowed) void setFieldValue('deliveryMode', 'fallback');
  }, [chosenAllowed, setFieldValue]);

  return (
    <fieldset className="delivery-choice mb-3">
      <legend className="form-label fs-6 mb-2">How to reach them</legend>
      {DELIVERY_CHOICES.map(({ mode, label, whom }) => {
        const id = `deliveryMode-${mode}`;
        const allowed = allowedOf(mode, count, allows);
        const reach = count?.modes?.[mode];
        const hint = allowed
          ? `${whom}${reach ? ` ${choiceReach(reach)}.` : ''}`
          : (DELIVERY_REFUSED[mode] ?? '');
        return (
          <Form.Check key={mode} type="radio" id={id} className="mb-2">
            <Form.Check.Input
              type="radio"
              name="deliveryMode"
              value={mode}
              checked={chosen === mode}
              disabled={!allowed}
              onChange={() => void setFieldValue('deliveryMode', mode)}
              aria-describedby={`${id}-hint`}
            />
            <Form.Check.Label>{label}</Form.Check.Label>
            <Form.Text id={`${id}-hint`} className="d-block mt-0">
              {hint}
            </Form.Text>
          </Form.Check>
        );
      })}
    </fieldset>
  );
}
