import { useCallback, useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { Upload, UploadUpdateBody } from '../../../../contract/uploads';
import { failureOf } from '../../../state/createApiThunk';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { CrudForm } from '../../../components/form/CrudForm';
import { FormActions } from '../../../components/form/FormActions';
import { ConfirmDelete, useConfirmDelete } from '../../../components/ui/ConfirmDelete';
import { LoadError } from '../../../components/ui/LoadError';
import { PageHeader } from '../../../components/ui/PageHeader';
import { PageLoading } from '../../../components/ui/PageLoading';
import { notify } from '../../../lib/notify';
import { MediaPreview } from '../components/MediaPreview';
import { UploadFacts } from '../components/UploadFacts';
import { NO_CHANNEL, UploadDetailsFields } from '../components/UploadDetailsFields';
import { detailsSchema } from '../components/uploadSchema';
import '../components/Uploads.css';
import { KIND_TEXT, kindFrom } from '../uploadKinds';
import { selectCurrentUpload, selectUploadsFlow, uploadFlowsCleared } from '../uploadsSlice';
import { deleteUpload, fetchUpload, updateUpload } from '../uploadsThunks';
import { useLengthWait } from '../useLengthWait';
import { useChannelOptions } from '../useChannelOptions';

interface DetailsValues {
  title: string;
  description: string;
  channel: string;
}

const valuesOf = (upload: Upload): DetailsValues => ({
  title: upload.title,
  description: upload.description,
  channel: upload.channelID ?? NO_CHANNEL,
});

/**
 * /upload-file/edit/{id}?type=…: Update Wave File, Update Video File, Update HTML/PDF File. The
 * file plays (or shows) beside its details; the details change, the bytes stay (to replace a
 * file, upload the new one and delete this one: docs/decisions.md).
 */
export function UploadEditPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const upload = useAppSelector(selectCurrentUpload);
  const kind = upload?.kind ?? kindFrom(params.get('type'));
  const text = KIND_TEXT[kind];
  const channels = useChannelOptions();
  const getFlow = useAppSelector((state) => selectUploadsFlow(state, 'get'));
  const saveFlow = useAppSelector((state) => selectUploadsFlow(state, 'save'));
  const deleteFlow = useAppSelector((state) => selectUploadsFlow(state, 'delete'));
  const [reloads, setReloads] = useState(0);
  const listPath = `/upload-file/list?type=${kind}`;

  useEffect(() => {
    const request = dispatch(fetchUpload(id));
    return () => request.abort();
  }, [dispatch, id, reloads]);
  const reload = useCallback(() => setReloads((count) => count + 1), []);
  useLengthWait(upload?.durationPending === true, getFlow.status === 'loading', reload);
  useEffect(
    () => () => {
      dispatch(uploadFlowsCleared());
    },
    [dispatch],
  );

  const deletion = useConfirmDelete<Upload>({
    remove: async (item) => {
      const result = await dispatch(deleteUpload(item._id));
      if (!deleteUpload.fulfilled.match(result)) return false;
      notify.success(`${item.title} deleted.`);
      void navigate(listPath);
      return true;
    },
  });

  const submit = async (values: DetailsValues) => {
    const body: UploadUpdateBody = {
      title: values.title.trim(),
      description: values.description,
      ...(channels ? { channelID: values.channel || null } : {}),
    };
    const result = await dispatch(updateUpload({ id, body }));
    if (result.meta.requestStatus === 'rejected') return failureOf(result);
    notify.success(`${body.title ?? 'The file'} saved.`);
    return null;
  };

  if (getFlow.status === 'failed') {
    return (
      <div className="container-fluid py-4">
        <LoadError message={getFlow.error} onRetry={() => setReloads((count) => count + 1)} />
      </div>
    );
  }
  if (!upload) {
    return (
      <div className="container-fluid py-4">
        <PageLoading label="Loading the file…" />
      </div>
    );
  }

  return (
    <div className="container-fluid py-4">
      <PageHeader
        title={text.update}
        description={upload.title}
        actions={
          <Button variant="outline-danger" onClick={() => deletion.ask(upload)}>
            <i className="bi bi-trash me-2" aria-hidden="true" />
            Delete
          </Button>
        }
      />
      <div className="upload-layout">
        <Card className="shadow-sm">
          <Card.Body className="p-4">
            <h2 className="h5 mb-3">Preview</h2>
            <MediaPreview upload={upload} />
            <hr className="my-4" />
            <UploadFacts upload={upload} />
          </Card.Body>
        </Card>
        <Card className="shadow-sm">
          <Card.Body className="p-4">
            <h2 className="h5 mb-3">Details</h2>
            <CrudForm
              key={upload._id}
              initialValues={valuesOf(upload)}
              validationSchema={detailsSchema}
              enableReinitialize
              label="File details"
              onSubmit={submit}
            >
              {({ dirty }) => (
                <>
                  <UploadDetailsFields channels={channels} />
                  <FormActions
                    submitLabel="Save details"
                    pending={saveFlow.status === 'loading'}
                    disabled={!dirty}
                    cancelTo={listPath}
                  />
                </>
              )}
            </CrudForm>
          </Card.Body>
        </Card>
      </div>
      <ConfirmDelete
        name={deletion.target?.title ?? null}
        noun={text.noun}
        pending={deleteFlow.status === 'loading'}
        error={deleteFlow.error}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      >
        The file is removed from storage and from the app. Messages that carry it lose it. This
        cannot be undone.
      </ConfirmDelete>
    </div>
  );
}
