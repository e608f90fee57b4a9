import { Form as FormikForm, Formik, useFormikContext } from 'formik';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { array, boolean, object, string } from 'yup';
import { DEVICES, type Device } from '../../../../contract/messages';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { DEVICE_LABELS } from '../deviceLabels';

export interface CampaignValues {
  title: string;
  message: string;
  schedule_date: string;
  schedule_time: string;
  repeat: boolean;
  target: Device[];
  phone: string;
  url: string;
}

// The bounds of contract/messages.ts CampaignBody.
const schema = object({
  title: string().trim().required('Enter a title.').max(200, 'Use at most 200 characters.'),
  message: string().trim().required('Enter the message.').max(2000, 'Use at most 2000 characters.'),
  schedule_date: string().required('Choose the date.'),
  schedule_time: string()
    .required('Choose the time.')
    .matches(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:mm.'),
  repeat: boolean(),
  target: array(string()).min(1, 'Choose at least one kind of device.'),
  phone: string().max(40, 'Use at most 40 characters.'),
  url: string()
    .trim()
    .matches(/^https?:\/\/\S+$/i, {
      message: 'Enter a web address starting with http:// or https://.',
      excludeEmptyString: true,
    }),
});

function DateTimeFields() {
  const { values, errors, touched, handleChange, handleBlur } = useFormikContext<CampaignValues>();
  const field = (name: 'schedule_date' | 'schedule_time', label: string, type: string) => {
    const invalid = Boolean(touched[name] && errors[name]);
    return (
      <Form.Group className="mb-3" controlId={name}>
        <Form.Label>{label}</Form.Label>
        <Form.Control
          type={type}
          name={name}
          value={values[name]}
          onChange={handleChange}
          onBlur={handleBlur}
          isInvalid={invalid}
        />
        {invalid && (
          <Form.Control.Feedback type="invalid" role="alert">
            {errors[name]}
          </Form.Control.Feedback>
        )}
      </Form.Group>
    );
  };
  return (
    <div className="compose-grid">
      {field('schedule_date', values.repeat ? 'Starting on' : 'Date', 'date')}
      {field('schedule_time', 'Time', 'time')}
    </div>
  );
}

function TargetField() {
  const { values, errors, touched, setFieldValue, setFieldTouched } =
    useFormikContext<CampaignValues>();
  const toggle = (device: Device) => {
    void setFieldTouched('target', true, false);
    void setFieldValue(
      'target',
      values.target.includes(device)
        ? values.target.filter((d) => d !== device)
        : [...values.target, device],
    );
  };
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-1">Devices</legend>
      {DEVICES.map((device) => (
        <Form.Check
          key={device}
          inline
          id={`target-${device}`}
          label={DEVICE_LABELS[device]}
          checked={values.target.includes(device)}
          onChange={() => toggle(device)}
        />
      ))}
      {touched.target && errors.target && (
        <p className="invalid-feedback d-block mb-0" role="alert">
          {String(errors.target)}
        </p>
      )}
    </fieldset>
  );
}

interface CampaignFormProps {
  initialValues: CampaignValues;
  submitLabel: string;
  saving: boolean;
  error: string | null;
  timeZone: string;
  onSubmit: (values: CampaignValues) => Promise<void>;
}

export function CampaignForm({
  initialValues,
  submitLabel,
  saving,
  error,
  timeZone,
  onSubmit,
}: CampaignFormProps) {
  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
      {({ values, handleChange }) => (
        <FormikForm noValidate aria-label="Campaign">
          {error && (
            <Alert variant="danger" role="alert">
              {error}
            </Alert>
          )}
          <TextField name="title" label="Title" maxLength={200} />
          <TextField name="message" label="Message" rows={3} maxLength={2000} />
          <DateTimeFields />
          <Form.Check
            id="repeat"
            name="repeat"
            checked={values.repeat}
            onChange={handleChange}
            label="Repeat every day at this time"
            className="mb-1"
          />
          <Form.Text className="d-block mb-3">Times are in your time zone: {timeZone}.</Form.Text>
          <TargetField />
          <div className="compose-grid">
            <TextField name="phone" label="Phone (optional)" type="tel" maxLength={40} />
            <TextField name="url" label="Link (optional)" inputMode="url" />
          </div>
          <div className="d-flex justify-content-end gap-2">
            <Link to="/messages/award-campaigns" className="btn btn-outline-secondary">
              Cancel
            </Link>
            <SubmitButton
              loading={saving}
              label={submitLabel}
              loadingLabel="Saving…"
              fullWidth={false}
            />
          </div>
        </FormikForm>
      )}
    </Formik>
  );
}
