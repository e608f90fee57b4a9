import { Form as FormikForm, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import {
  DEVICES,
  MESSAGE_TYPE_LABELS,
  MESSAGE_TYPES,
  type MessageSummary,
} from '../../../../contract/messages';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { TextField } from '../../../components/form/TextField';
import { notify } from '../../../lib/notify';
import { describeAudience } from '../audienceText';
import { DEVICE_LABELS } from '../deviceLabels';
import { bodyOf, composeSchema, NEW_MESSAGE, type ComposeValues } from '../composeForm';
import { fetchChannelChoices, fetchGroupChoices, sendMessage } from '../composeThunks';
import { scheduleLabel, viewerTimeZone } from '../../../lib/serverTime';
import {
  messageFlowsCleared,
  selectAudience,
  selectChannelChoices,
  selectGroupChoices,
  selectMessagesFlow,
  selectUploadProgress,
} from '../messagesSlice';
import { AttachmentField } from '../components/AttachmentField';
import { AudienceCountPanel } from '../components/AudienceCountPanel';
import { AudiencePicker } from '../components/AudiencePicker';
import { HtmlEditor } from '../components/HtmlEditor';
import { PhonePreview } from '../components/PhonePreview';
import { ScheduleFields } from '../components/ScheduleFields';
import { SendConfirmDialog } from '../components/SendConfirmDialog';
import '../components/Messages.css';

function whenOf(values: ComposeValues): string {
  if (values.schedule === 'now') return 'Send now';
  return scheduleLabel({
    scheduleType: values.schedule,
    schedule_date: values.schedule_date,
    schedule_time: values.schedule_time,
    schedule_days: values.schedule_days,
  });
}

function MessageFields({ uploading }: { uploading: boolean }) {
  const { values, handleChange } = useFormikContext<ComposeValues>();
  const progress = useAppSelector(selectUploadProgress);
  return (
    <Card className="shadow-sm mb-4">
      <Card.Body>
        <h2 className="h5 mb-3">Message</h2>
        <div className="compose-grid">
          <Form.Group className="mb-3" controlId="type">
            <Form.Label>Type</Form.Label>
            <Form.Select name="type" value={values.type} onChange={handleChange}>
              {MESSAGE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {MESSAGE_TYPE_LABELS[type]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group className="mb-3" controlId="device">
            <Form.Label>Devices</Form.Label>
            <Form.Select name="device" value={values.device} onChange={handleChange}>
              {DEVICES.map((device) => (
                <option key={device} value={device}>
                  {DEVICE_LABELS[device]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </div>
        <TextField name="title" label="Title" maxLength={200} />
        <TextField
          name="push_message"
          label="Push message"
          rows={2}
          maxLength={500}
          hint={`${values.push_message.length}/500. The notification text, and the SMS text.`}
        />
        <HtmlEditor
          name="message"
          label="Rich message"
          hint="HTML shown when the message is opened. Scripts and unsafe tags are removed."
        />
        <TextField
          name="url"
          label="Link (optional)"
          type="text"
          inputMode="url"
          hint="A web page the message points to, starting with https://."
        />
        <Form.Check
          id="isReadRequired"
          name="isReadRequired"
          checked={values.isReadRequired}
          onChange={handleChange}
          label="Ask recipients to confirm they have read it"
        />
        <Form.Check
          id="enableFeedback"
          name="enableFeedback"
          checked={values.enableFeedback}
          onChange={handleChange}
          label="Ask for feedback (Yes or No, with a comment)"
          className="mb-3"
        />
        <AttachmentField uploading={uploading} progress={progress} />
      </Card.Body>
    </Card>
  );
}

function ChannelField() {
  const { values, errors, touched, handleChange, handleBlur } = useFormikContext<ComposeValues>();
  const channels = useAppSelector(selectChannelChoices);
  const flow = useAppSelector((state) => selectMessagesFlow(state, 'channels'));
  const invalid = Boolean(touched.cpId && errors.cpId);
  return (
    <Form.Group className="mb-3" controlId="cpId">
      <Form.Label>Channel</Form.Label>
      <Form.Select
        name="cpId"
        value={values.cpId}
        onChange={handleChange}
        onBlur={handleBlur}
        isInvalid={invalid}
        aria-describedby="cpId-hint"
      >
        <option value="">
          {flow.status === 'loading' ? 'Loading channels…' : 'Choose a channel'}
        </option>
        {channels.map((channel) => (
          <option key={channel._id} value={channel._id}>
            {channel.clientName}
          </option>
        ))}
      </Form.Select>
      {invalid && (
        <Form.Control.Feedback type="invalid" role="alert">
          {errors.cpId}
        </Form.Control.Feedback>
      )}
      <Form.Text id="cpId-hint">
        {flow.status === 'failed'
          ? flow.error
          : 'The message goes out in this channel’s name, to its users.'}
      </Form.Text>
    </Form.Group>
  );
}

function Preview({ ownChannel }: { ownChannel: string | null }) {
  const { values } = useFormikContext<ComposeValues>();
  const channels = useAppSelector(selectChannelChoices);
  const chosen = channels.find((channel) => channel._id === values.cpId)?.clientName;
  return (
    <PhonePreview
      channelName={ownChannel ?? chosen ?? 'Your channel'}
      title={values.title}
      pushMessage={values.push_message}
      html={values.message}
      url={values.url}
      fileName={values.file?.name ?? null}
    />
  );
}

/** /messages/send-notifications: write a message, choose who gets it and when, and send it. */
export function SendMessagePage() {
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.auth.user);
  const groups = useAppSelector(selectGroupChoices);
  const channels = useAppSelector(selectChannelChoices);
  const count = useAppSelector(selectAudience);
  const sendFlow = useAppSelector((state) => selectMessagesFlow(state, 'send'));
  const [confirming, setConfirming] = useState<{
    values: ComposeValues;
    helpers: FormikHelpers<ComposeValues>;
  } | null>(null);
  const [sent, setSent] = useState<MessageSummary | null>(null);
  const isChannelAdmin = user?.userGroup === 2 || user?.userGroup === 5;
  const ownChannel = isChannelAdmin ? (user?.cpName ?? 'Your channel') : null;
  const timeZone = useMemo(() => viewerTimeZone(), []);
  const schema = useMemo(() => composeSchema(!isChannelAdmin), [isChannelAdmin]);

  useEffect(() => {
    const groups = dispatch(fetchGroupChoices());
    const channels = isChannelAdmin ? null : dispatch(fetchChannelChoices());
    return () => {
      groups.abort();
      channels?.abort();
    };
  }, [dispatch, isChannelAdmin]);
  useEffect(() => () => void dispatch(messageFlowsCleared(['send', 'audience'])), [dispatch]);

  const channelName = (values: ComposeValues) =>
    ownChannel ?? channels.find((c) => c._id === values.cpId)?.clientName ?? 'the channel';

  const send = async () => {
    if (!confirming) return;
    const { values, helpers } = confirming;
    const result = await dispatch(
      sendMessage({ body: bodyOf(values, timeZone), file: values.file }),
    );
    if (!sendMessage.fulfilled.match(result)) return;
    const scheduled = values.schedule !== 'now';
    notify.success(scheduled ? 'Message scheduled.' : 'Message sent.');
    setSent(result.payload.message);
    setConfirming(null);
    helpers.resetForm();
    dispatch(messageFlowsCleared(['send']));
  };
  const cancel = () => {
    setConfirming(null);
    dispatch(messageFlowsCleared(['send']));
  };

  return (
    <div className="container-fluid py-4 send-page">
      <header className="mb-4">
        <h1 className="h3 mb-1">Send message</h1>
        <p className="text-body-secondary mb-0">
          A push notification for app users, and an SMS or email with a link for members without the
          app.
        </p>
      </header>
      {sent && (
        <Alert variant="success" dismissible onClose={() => setSent(null)}>
          {sent.scheduleType === 'now' ? 'Sent' : 'Scheduled'} “{sent.title}”.{' '}
          <Link to={`/messages/history/${sent._id}`} className="alert-link">
            See it in the message history
          </Link>
        </Alert>
      )}
      <Formik
        initialValues={NEW_MESSAGE}
        validationSchema={schema}
        onSubmit={(values, helpers) => {
          // Sending waits for the confirmation; the form is free again meanwhile.
          helpers.setSubmitting(false);
          setConfirming({ values, helpers });
        }}
      >
        {({ values, isSubmitting }) => (
          <FormikForm noValidate aria-label="Message">
            <div className="row g-4">
              <div className="col-lg-7">
                <MessageFields uploading={sendFlow.status === 'loading'} />
                <Card className="shadow-sm mb-4">
                  <Card.Body>
                    <h2 className="h5 mb-3">Recipients</h2>
                    {!isChannelAdmin && <ChannelField />}
                    <AudiencePicker />
                    <AudienceCountPanel needsChannel={!isChannelAdmin} />
                  </Card.Body>
                </Card>
                <Card className="shadow-sm mb-4">
                  <Card.Body>
                    <h2 className="h5 mb-3">Schedule</h2>
                    <ScheduleFields timeZone={timeZone} />
                  </Card.Body>
                </Card>
                <div className="d-flex justify-content-end">
                  <Button type="submit" disabled={isSubmitting || sendFlow.status === 'loading'}>
                    <i className="bi bi-send me-2" aria-hidden="true" />
                    {values.schedule === 'now' ? 'Review and send' : 'Review and schedule'}
                  </Button>
                </div>
              </div>
              <div className="col-lg-5">
                <div className="preview-column">
                  <Preview ownChannel={ownChannel} />
                </div>
              </div>
            </div>
          </FormikForm>
        )}
      </Formik>
      <SendConfirmDialog
        show={confirming !== null}
        audience={
          confirming
            ? describeAudience(confirming.values, groups, channelName(confirming.values))
            : ''
        }
        count={count}
        when={confirming ? whenOf(confirming.values) : ''}
        busy={sendFlow.status === 'loading'}
        error={sendFlow.error}
        onConfirm={() => void send()}
        onCancel={cancel}
      />
    </div>
  );
}
