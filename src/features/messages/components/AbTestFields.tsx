import { FieldArray, useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import {
  AB_TEST_LETTERS,
  AB_TEST_SHARE,
  AB_TEST_VARIANTS,
  AB_TEST_WAIT_HOURS,
} from '../../../../contract/abTests';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { RadioGroupField } from '../../../components/form/ChoiceFields';
import { FieldFeedback } from '../../../components/form/FieldFeedback';
import { NumberField } from '../../../components/form/NumberField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { useFieldState } from '../../../components/form/useFieldState';
import { newAbTestVariant } from '../abTestForm';
import type { ComposeValues } from '../composeForm';

const METRICS = [
  { value: 'open', label: 'Open rate', help: 'Opened ÷ recipients.' },
  {
    value: 'confirmation',
    label: 'Confirmation rate',
    help: 'Confirmed ÷ recipients: ask recipients to confirm.',
  },
] as const;

const DECISIONS = [
  {
    value: 'automatic',
    label: 'Send the winner automatically',
    help: 'The best rate then wins (the first variant on a tie).',
  },
  {
    value: 'manual',
    label: 'Let me choose',
    help: 'The result page shows the rates; you send the winner from there.',
  },
] as const;

/** A variant's own send time, on the sender's clock; empty: with the message. */
function SendAtField({ name }: { name: string }) {
  const help = 'Optional: this variant waits until then.';
  const state = useFieldState<string>(name, help);
  return (
    <Form.Group className="mb-3" controlId={name}>
      <Form.Label>Send time (optional)</Form.Label>
      <Form.Control
        {...state.field}
        type="datetime-local"
        isInvalid={state.invalid}
        aria-invalid={state.invalid}
        aria-describedby={state.describedBy}
      />
      <FieldFeedback {...state} help={help} />
    </Form.Group>
  );
}

/**
 * Compose's A/B test (docs/decisions.md, "A/B tests"): a share of the audience gets one of two to
 * four variants, each member one, and after the chosen wait the winner by open or confirmation
 * rate goes to the rest, automatically or as the sender chooses on the result page.
 */
export function AbTestFields() {
  const { values, setFieldValue } = useFormikContext<ComposeValues>();
  const test = values.abTest;
  const sendsNow = values.schedule === 'now';
  const hasLanguages = values.variants.length > 0;
  const possible = sendsNow && !hasLanguages;

  // A test goes with a message sent now, in one language: it is switched off otherwise.
  useEffect(() => {
    if (!possible && test.enabled) void setFieldValue('abTest.enabled', false);
  }, [possible, test.enabled, setFieldValue]);

  // Variant A starts as the message's own texts, when the test is switched on.
  const first = test.variants[0];
  const wasEnabled = useRef(test.enabled);
  const { title, push_message: pushMessage, pushImage } = values;
  useEffect(() => {
    const switchedOn = test.enabled && !wasEnabled.current;
    wasEnabled.current = test.enabled;
    if (!switchedOn || !first || first.title !== '' || first.push_message !== '') return;
    void setFieldValue('abTest.variants.0', {
      ...first,
      title,
      push_message: pushMessage,
      pushImage,
    });
  }, [test.enabled, first, title, pushMessage, pushImage, setFieldValue]);

  return (
    <Card className="shadow-sm mb-4">
      <Card.Body>
        <h2 className="h5 mb-3">A/B test</h2>
        {possible ? (
          <CheckboxField
            name="abTest.enabled"
            switch
            label="Test variants on a share of the audience first"
            help="Each member gets one variant, once; the rest get the winner."
          />
        ) : (
          <p className="text-body-secondary small mb-0" role="note">
            {hasLanguages
              ? 'An A/B test cannot go with texts in other languages.'
              : 'An A/B test goes with a message sent now: give a variant its own send time instead.'}
          </p>
        )}
        {possible && test.enabled && (
          <>
            <div className="compose-grid">
              <NumberField
                name="abTest.sharePercent"
                label="Share of the audience (%)"
                min={AB_TEST_SHARE.min}
                max={AB_TEST_SHARE.max}
                help={`${AB_TEST_SHARE.min}–${AB_TEST_SHARE.max} %, split evenly between the variants.`}
              />
              <NumberField
                name="abTest.waitHours"
                label="Decide after (hours)"
                min={AB_TEST_WAIT_HOURS.min}
                max={AB_TEST_WAIT_HOURS.max}
                help="Counted from when the last variant went out."
              />
            </div>
            <RadioGroupField
              name="abTest.metric"
              label="Winner by"
              choices={METRICS}
              className="mb-3"
            />
            <RadioGroupField
              name="abTest.decision"
              label="Then"
              choices={DECISIONS}
              className="mb-3"
            />
            <FieldArray name="abTest.variants">
              {(variants) => (
                <>
                  {test.variants.map((_, index) => (
                    <fieldset key={index} className="ab-test-variant border rounded p-3 mb-3">
                      <legend className="float-none w-auto px-1 fs-6 mb-0">
                        Variant {AB_TEST_LETTERS[index]}
                      </legend>
                      <TextField name={`abTest.variants.${index}.title`} label="Title" />
                      <TextAreaField
                        name={`abTest.variants.${index}.push_message`}
                        label="Push message"
                        rows={2}
                      />
                      <div className="compose-grid">
                        <TextField
                          name={`abTest.variants.${index}.pushImage`}
                          label="Image (optional)"
                          inputMode="url"
                          placeholder="https://"
                        />
                        <SendAtField name={`abTest.variants.${index}.sendAt`} />
                      </div>
                      {test.variants.length > AB_TEST_VARIANTS.min && (
                        <Button
                          variant="outline-danger"
                          size="sm"
                          onClick={() => variants.remove(index)}
                          aria-label={`Remove variant ${AB_TEST_LETTERS[index]}`}
                        >
                          <i className="bi bi-trash me-1" aria-hidden="true" />
                          Remove
                        </Button>
                      )}
                    </fieldset>
                  ))}
                  {test.variants.length < AB_TEST_VARIANTS.max && (
                    <Button
                      variant="outline-secondary"
                      onClick={() => variants.push(newAbTestVariant())}
                    >
                      <i className="bi bi-plus-lg me-1" aria-hidden="true" />
                      Add variant
                    </Button>
                  )}
                </>
              )}
            </FieldArray>
          </>
        )}
      </Card.Body>
    </Card>
  );
}
