import { Form as FormikForm, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { DEVICES, MESSAGE_TYPES, type MessageSummary } from '../../../../contract/messages';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import {
  ALL_COMPANIES,
  selectCompanyInView,
  selectIsChannelAdmin,
  selectIsPlatformAdmin,
  selectSessionUser,
} from '../../../state/session';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { notify } from '../../../lib/notify';
import { describeAudience } from '../audienceText';
import { DELIVERY_CHOICES } from '../reachText';
import { DEVICE_LABELS } from '../deviceLabels';
import { MESSAGE_TYPE_LABELS } from '../messageLabels';
import {
  bodyOf,
  carriesUpload,
  composeSchema,
  NEW_MESSAGE,
  type ComposeValues,
} from '../composeForm';
import { fetchChannelChoices, fetchGroupChoices, sendMessage } from '../composeThunks';
import { scheduleLabel, viewerTimeZone } from '../../../lib/serverTime';
import {
  messageFlowsCleared,
  selectAudience,
  selectChannelChoices,
  selectGroupChoices,
  selectMessagesFlow,
  selectUploadChoices,
  selectUploadProgress,
} from '../messagesSlice';
import { AudienceCountPanel } from '../components/AudienceCountPanel';
import { ComposeTemplateButton } from '../components/ComposeTemplateButton';
import { AudiencePicker } from '../components/AudiencePicker';
import { DeliveryChoiceField } from '../components/DeliveryChoiceField';
import { MessageTexts } from '../components/MessageTexts';
import { PhonePreview } from '../../../components/phone/PhonePreview';
import { PreviewMembers } from '../components/PreviewMembers';
import {
  previewMemberShown,
  selectMessagePreview,
  selectShownIndex,
  selectShownMember,
} from '../messagePreviewSlice';
import { ReminderFields } from '../components/ReminderFields';
import { AbTestFields } from '../components/AbTestFields';
import { RichPushFields } from '../../../components/richPush/RichPushFields';
import { MessageAttachment } from '../components/MessageAttachment';
import { ScheduleFields } from '../components/ScheduleFields';
import { SendConfirmDialog } from '../components/SendConfirmDialog';
import { SentNotice } from '../components/SentNotice';
import { composeSubmitLabel, sentToast } from '../approvalWording';
import { SendTestDialog } from '../components/SendTestDialog';
import '../components/Messages.css';

function whenOf(values: ComposeValues): string {
  if (values.schedule === 'now') return 'Send now';
  return scheduleLabel({
    scheduleType: values.schedule,
    schedule_date: values.schedule_date,
    schedule_time: values.schedule_time,
    schedule_days: values.schedule_days,
    localTime: values.schedule === 'once' && values.localTime,
  });
}

const TYPE_OPTIONS = MESSAGE_TYPES.map((type) => ({
  value: type,
  label: MESSAGE_TYPE_LABELS[type],
}));
const DEVICE_OPTIONS = DEVICES.map((device) => ({ value: device, label: DEVICE_LABELS[device] }));

/** Urgent overrides the quiet hours: said plainly when ticked, as it wakes people at night. */
function UrgentField() {
  const { values } = useFormikContext<ComposeValues>();
  return (
    <>
      <CheckboxField
        name="urgent"
        label="Urgent: send during quiet hours too"
        className={values.urgent ? 'mb-1' : undefined}
      />
      {values.urgent && (
        <p className="text-warning-emphasis small mb-3" role="note">
          <i className="bi bi-exclamation-triangle me-1" aria-hidden="true" />
          Push and SMS will not wait for the company’s quiet hours: recipients may get them at
          night.
        </p>
      )}
    </>
  );
}

function MessageFields({ uploading, needsChannel }: { uploading: boolean; needsChannel: boolean }) {
  const progress = useAppSelector(selectUploadProgress);
  return (
    <Card className="shadow-sm mb-4">
      <Card.Body>
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
          <h2 className="h5 mb-0">Message</h2>
          <ComposeTemplateButton />
        </div>
        <div className="compose-grid">
          <SelectField name="type" label="Type" options={TYPE_OPTIONS} />
          <SelectField name="device" label="Devices" options={DEVICE_OPTIONS} />
        </div>
        <MessageTexts needsChannel={needsChannel} />
        <TextField
          name="url"
          label="Link (optional)"
          inputMode="url"
          help="A web page the message points to, starting with https:// (https only)."
        />
        <RichPushFields />
        <CheckboxField
          name="isReadRequired"
          label="Ask recipients to confirm they have read it"
          className="mb-0"
        />
        <CheckboxField name="enableFeedback" label="Ask for feedback (Yes or No, with a comment)" />
        <ReminderFields />
        <UrgentField />
        <MessageAttachment uploading={uploading} progress={progress} />
      </Card.Body>
    </Card>
  );
}

/** The delivery choice, offered with each choice's reach for the audience counted. */
function DeliveryChoice() {
  const { values } = useFormikContext<ComposeValues>();
  const count = useAppSelector(selectAudience);
  const channels = useAppSelector(selectChannelChoices);
  const chosen = channels.find((channel) => channel._id === values.cpId);
  return <DeliveryChoiceField count={count} allows={{ sms: chosen?.sms, email: chosen?.email }} />;
}

const howOf = (values: ComposeValues) =>
  DELIVERY_CHOICES.find((choice) => choice.mode === values.deliveryMode)?.label ?? '';

function ChannelField() {
  const channels = useAppSelector(selectChannelChoices);
  const flow = useAppSelector((state) => selectMessagesFlow(state, 'channels'));
  return (
    <SelectField
      name="cpId"
      label="Channel"
      placeholder={flow.status === 'loading' ? 'Loading channels…' : 'Choose a channel'}
      options={channels.map((channel) => ({ value: channel._id, label: channel.clientName }))}
      help={
        flow.status === 'failed'
          ? flow.error
          : 'The message goes out in this channel’s name, to its users.'
      }
    />
  );
}

function Preview({ ownChannel }: { ownChannel: string | null }) {
  const dispatch = useAppDispatch();
  const { values } = useFormikContext<ComposeValues>();
  const preview = useAppSelector(selectMessagePreview);
  const member = useAppSelector(selectShownMember);
  const shown = useAppSelector(selectShownIndex);
  const channels = useAppSelector(selectChannelChoices);
  const chosen = channels.find((channel) => channel._id === values.cpId)?.clientName;
  const uploads = useAppSelector(selectUploadChoices);
  const attached = carriesUpload(values)
    ? (uploads.find((upload) => upload._id === values.uploadId)?.title ?? null)
    : (values.file?.name ?? null);
  return (
    <>
      <PreviewMembers
        members={preview?.members ?? []}
        shown={shown}
        onShow={(index) => dispatch(previewMemberShown(index))}
      />
      <PhonePreview
        channelName={ownChannel ?? chosen ?? 'Your channel'}
        title={member?.title ?? values.title}
        pushMessage={member?.push_message ?? values.push_message}
        html={member?.message ?? values.message}
        url={values.url}
        fileName={attached}
        pushImage={values.pushImage}
        pushButtons={values.pushButtons}
      />
    </>
  );
}

/** /messages/send-notifications: write a message, choose who gets it and when, and send it. */
export function SendMessagePage() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const isChannelAdmin = useAppSelector(selectIsChannelAdmin);
  // A platform admin sends through an organisation's channel: without one chosen, say so first.
  const isPlatformAdmin = useAppSelector(selectIsPlatformAdmin);
  const companyInView = useAppSelector(selectCompanyInView);
  const needsOrganisation = isPlatformAdmin && companyInView === ALL_COMPANIES;
  const groups = useAppSelector(selectGroupChoices);
  const channels = useAppSelector(selectChannelChoices);
  const count = useAppSelector(selectAudience);
  const sendFlow = useAppSelector((state) => selectMessagesFlow(state, 'send'));
  const [confirming, setConfirming] = useState<{
    values: ComposeValues;
    helpers: FormikHelpers<ComposeValues>;
  } | null>(null);
  const [sent, setSent] = useState<MessageSummary | null>(null);
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
      sendMessage({
        body: bodyOf(values, timeZone),
        file: carriesUpload(values) ? null : values.file,
      }),
    );
    if (!sendMessage.fulfilled.match(result)) return;
    notify.success(sentToast(result.payload.message));
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
      {needsOrganisation && (
        <Alert variant="info" role="note">
          Choose an organization in the navbar first: a message goes out through one of its
          channels.
        </Alert>
      )}
      {sent && (
        <Alert variant="success" dismissible onClose={() => setSent(null)}>
          <SentNotice message={sent} />
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
                <MessageFields
                  uploading={sendFlow.status === 'loading'}
                  needsChannel={!isChannelAdmin}
                />
                <Card className="shadow-sm mb-4">
                  <Card.Body>
                    <h2 className="h5 mb-3">Recipients</h2>
                    {!isChannelAdmin && <ChannelField />}
                    <AudiencePicker />
                    <DeliveryChoice />
                    <AudienceCountPanel needsChannel={!isChannelAdmin} />
                  </Card.Body>
                </Card>
                <Card className="shadow-sm mb-4">
                  <Card.Body>
                    <h2 className="h5 mb-3">Schedule</h2>
                    <ScheduleFields timeZone={timeZone} />
                  </Card.Body>
                </Card>
                <AbTestFields />
                <div className="d-flex flex-wrap justify-content-end gap-2">
                  <SendTestDialog values={values} />
                  <Button type="submit" disabled={isSubmitting || sendFlow.status === 'loading'}>
                    <i className="bi bi-send me-2" aria-hidden="true" />
                    {composeSubmitLabel(values.schedule, count)}
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
        how={confirming ? howOf(confirming.values) : ''}
        busy={sendFlow.status === 'loading'}
        error={sendFlow.error}
        onConfirm={() => void send()}
        onCancel={cancel}
      />
    </div>
  );
}
