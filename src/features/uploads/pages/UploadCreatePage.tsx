import { useEffect } from 'react';
import { uploadFileProblem } from '../uploadFileCheck';
import Card from 'react-bootstrap/Card';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CrudForm } from '../../../components/form/CrudForm';
import { FormActions } from '../../../components/form/FormActions';
import { PageHeader } from '../../../components/ui/PageHeader';
import { notify } from '../../../lib/notify';
import { FileDropField } from '../components/FileDropField';
import { TransferPanel } from '../components/TransferPanel';
import { NO_CHANNEL, UploadDetailsFields } from '../components/UploadDetailsFields';
import { uploadSchema } from '../components/uploadSchema';
import '../components/Uploads.css';
import { KIND_TEXT, kindFrom } from '../uploadKinds';
import { useChannelOptions } from '../useChannelOptions';
import { useResumableUpload } from '../useResumableUpload';

interface UploadValues {
  file: File | null;
  title: string;
  description: string;
  channel: string;
}

const EMPTY: UploadValues = { file: null, title: '', description: '', channel: NO_CHANNEL };

/** "Harbour interview.final.mp3" → "Harbour interview.final": a title to start from. */
const titleFrom = (fileName: string) => fileName.replace(/\.[^.]+$/, '').slice(0, 200);

/**
 * /upload-file/create?type=…: Upload Wave File, Upload Video File, Upload HTML/PDF File. The file
 * goes up in resumable chunks with its progress, speed and time left; when it is in, the edit
 * page opens to play it.
 */
export function UploadCreatePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const kind = kindFrom(params.get('type'));
  const text = KIND_TEXT[kind];
  const channels = useChannelOptions();
  const transfer = useResumableUpload();
  const { state } = transfer;
  const busy =
    state.status === 'uploading' || state.status === 'paused' || state.status === 'failed';

  useEffect(() => {
    if (state.status !== 'done') return;
    notify.success('File uploaded.');
    // Without the new file's id (a proxy that hides the header), the list shows it.
    void navigate(
      state.uploadId
        ? `/upload-file/edit/${encodeURIComponent(state.uploadId)}?type=${kind}`
        : `/upload-file/list?type=${kind}`,
    );
  }, [state, navigate, kind]);

  return (
    <div className="container-fluid py-4">
      <PageHeader
        title={text.create}
        description={`Add ${text.article} ${text.noun} for the app and for messages. Large files go up in parts: pause and resume when you need to.`}
      />
      <Card className="shadow-sm upload-form-card">
        <Card.Body className="p-4">
          <CrudForm
            initialValues={EMPTY}
            validationSchema={uploadSchema}
            label={`${text.create} form`}
            onSubmit={(values) => {
              if (!values.file) return Promise.resolve(null);
              transfer.start(values.file, {
                kind,
                title: values.title.trim(),
                description: values.description,
                channel: values.channel,
              });
              return Promise.resolve(null);
            }}
          >
            {({ values, setFieldValue }) => (
              <>
                <fieldset disabled={busy}>
                  <FileDropField
                    name="file"
                    label={`The ${text.noun}`}
                    accept={text.accept}
                    formats={text.formats}
                    icon={text.icon}
                    disabled={busy}
                    check={(file) => uploadFileProblem(file, kind)}
                    onChosen={(file) => {
                      if (values.title.trim() === '')
                        void setFieldValue('title', titleFrom(file.name));
                    }}
                  />
                  <UploadDetailsFields channels={channels} />
                </fieldset>
                {busy && values.file && (
                  <div className="mb-3">
                    <TransferPanel
                      state={state}
                      fileName={values.file.name}
                      onPause={transfer.pause}
                      onResume={transfer.resume}
                      onCancel={transfer.cancel}
                    />
                  </div>
                )}
                <FormActions
                  submitLabel="Upload"
                  pendingLabel="Uploading…"
                  pending={state.status === 'uploading'}
                  disabled={busy}
                  cancelTo={`/upload-file/list?type=${kind}`}
                />
              </>
            )}
          </CrudForm>
        </Card.Body>
      </Card>
    </div>
  );
}
