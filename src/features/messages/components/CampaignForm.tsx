import { array, boolean, object, string } from 'yup';
import { DEVICES, isHttpsLink, isPhoneNumber, type Device } from '../../../../contract/messages';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { CheckboxGroupField } from '../../../components/form/ChoiceFields';
import { CrudForm } from '../../../components/form/CrudForm';
import { FormActions } from '../../../components/form/FormActions';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import type { ApiFailure } from '../../../lib/apiErrors';
import { scheduleIsPast } from '../composeForm';
import { DEVICE_LABELS } from '../deviceLabels';
import { CAMPAIGN_TEXT_FIELDS, campaignTextsOf } from '../templateTexts';
import { FormTemplateButton } from './FormTemplateButton';
import { SegmentFormField } from './SegmentFormField';

export interface CampaignValues {
  title: string;
  message: string;
  schedule_date: string;
  schedule_time: string;
  repeat: boolean;
  target: Device[];
  phone: string;
  url: string;
  /** A saved segment's id: only its members; '' for everyone on the devices. */
  segmentId: string;
}

// The bounds of contract/messages.ts CampaignBody.
const schema = object({
  title: string().trim().required('Enter a title.').max(200, 'Use at most 200 characters.'),
  message: string().trim().required('Enter the message.').max(2000, 'Use at most 2000 characters.'),
  schedule_date: string()
    .required('Choose the date.')
    .test(
      'not-past',
      'This date and time are already past: choose a later one.',
      (date, context) => {
        const values = context.parent as CampaignValues;
        // A repeating campaign goes every day from its date on: a past date starts tomorrow.
        return values.repeat || !scheduleIsPast(date, values.schedule_time, false, new Date());
      },
    ),
  schedule_time: string()
    .required('Choose the time.')
    .matches(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:mm.'),
  repeat: boolean(),
  target: array(string()).min(1, 'Choose at least one kind of device.'),
  phone: string()
    .trim()
    .max(40, 'Use at most 40 characters.')
    .test(
      'phone',
      'Enter a phone number: digits, with an optional leading +.',
      (phone) => !phone || isPhoneNumber(phone),
    ),
  url: string()
    .trim()
    .test(
      'https-only',
      'Enter a web address starting with https:// (http:// is not accepted).',
      (url) => !url || isHttpsLink(url),
    ),
});

const DEVICE_CHOICES = DEVICES.map((device) => ({ value: device, label: DEVICE_LABELS[device] }));

interface CampaignFormProps {
  initialValues: CampaignValues;
  submitLabel: string;
  saving: boolean;
  timeZone: string;
  onSubmit: (values: CampaignValues) => Promise<ApiFailure | null | void>;
}

export function CampaignForm({
  initialValues,
  submitLabel,
  saving,
  timeZone,
  onSubmit,
}: CampaignFormProps) {
  return (
    <CrudForm
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={onSubmit}
      label="Campaign"
    >
      {({ values }) => (
        <>
          <div className="d-flex justify-content-end mb-2">
            <FormTemplateButton
              fields={CAMPAIGN_TEXT_FIELDS}
              textsOf={campaignTextsOf}
              replaces="the title and message (a template's push message fills the message)"
            />
          </div>
          <TextField name="title" label="Title" maxLength={200} />
          <TextAreaField name="message" label="Message" maxLength={2000} />
          <div className="compose-grid">
            <TextField
              name="schedule_date"
              label={values.repeat ? 'Starting on' : 'Date'}
              type="date"
            />
            <TextField name="schedule_time" label="Time" type="time" />
          </div>
          <CheckboxField
            name="repeat"
            label="Repeat every day at this time"
            help={`Times are in your time zone: ${timeZone}.`}
          />
          <CheckboxGroupField name="target" label="Devices" choices={DEVICE_CHOICES} />
          <SegmentFormField
            name="segmentId"
            everyone="Everyone on the chosen devices"
            help="A saved segment's members are worked out again at each send."
          />
          <div className="compose-grid">
            <TextField name="phone" label="Phone (optional)" type="tel" maxLength={40} />
            <TextField
              name="url"
              label="Link (optional)"
              inputMode="url"
              help="Starting with https:// (https only)."
            />
          </div>
          <FormActions
            submitLabel={submitLabel}
            pending={saving}
            cancelTo="/messages/award-campaigns"
          />
        </>
      )}
    </CrudForm>
  );
}
