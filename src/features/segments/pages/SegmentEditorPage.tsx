import { useEffect, useState } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useNavigate, useParams } from 'react-router-dom';
import type { Segment, SegmentRule } from '../../../../contract/segments';
import { ConfirmDelete, deleted, useConfirmDelete } from '../../../components/ui/ConfirmDelete';
import { LoadError } from '../../../components/ui/LoadError';
import { PageLoading } from '../../../components/ui/PageLoading';
import { errorMessage } from '../../../lib/apiErrors';
import { notify } from '../../../lib/notify';
import { failureOf } from '../../../state/createApiThunk';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { ALL_COMPANIES, selectCompanyInView, selectIsChannelAdmin } from '../../../state/session';
import { LiveCount } from '../components/LiveCount';
import { RuleBuilder } from '../components/RuleBuilder';
import { fetchRuleChoices, type RuleChoices } from '../segmentsApi';
import {
  deleteFlowCleared,
  segmentFlowsCleared,
  selectCurrentSegment,
  selectSegmentsFlow,
} from '../segmentsSlice';
import { deleteSegment, fetchSegment, saveSegment } from '../segmentsThunks';
import './Segments.css';

const NEW_RULE: SegmentRule = {
  match: 'all',
  conditions: [{ field: 'status', values: ['active'] }],
};

/** /segments/new and /segments/:id: a segment's name, whose members, and its rule, counted live. */
export function SegmentEditorPage() {
  const params = useParams();
  const id = params.id && params.id !== 'new' ? params.id : null;
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectCurrentSegment);
  const getFlow = useAppSelector((state) => selectSegmentsFlow(state, 'get'));
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    if (!id) return;
    const request = dispatch(fetchSegment(id));
    return () => request.abort();
  }, [dispatch, id, reloads]);

  useEffect(
    () => () => {
      dispatch(segmentFlowsCleared());
    },
    [dispatch],
  );

  const segment = current && current.id === id ? current : null;
  return (
    <div className="container-fluid py-4 segment-editor">
      <header className="mb-4">
        <h1 className="h3 mb-1">
          {id ? (segment ? `Edit ${segment.name}` : 'Edit segment') : 'New segment'}
        </h1>
        <p className="text-body-secondary mb-0">
          A rule over your app users. Every send to it reaches the members it holds at that moment.
        </p>
      </header>
      {id && getFlow.status === 'failed' ? (
        <LoadError message={getFlow.error} onRetry={() => setReloads((count) => count + 1)} />
      ) : id && !segment ? (
        <PageLoading label="Loading the segment…" />
      ) : (
        <SegmentForm key={segment?.id ?? 'new'} segment={segment} />
      )}
    </div>
  );
}

function SegmentForm({ segment }: { segment: Segment | null }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const companyInView = useAppSelector(selectCompanyInView);
  const isChannelAdmin = useAppSelector(selectIsChannelAdmin);
  const saveFlow = useAppSelector((state) => selectSegmentsFlow(state, 'save'));
  const deleteFlow = useAppSelector((state) => selectSegmentsFlow(state, 'delete'));
  const [name, setName] = useState(segment?.name ?? '');
  const [channelId, setChannelId] = useState<string | null>(segment?.channelId ?? null);
  const [rule, setRule] = useState<SegmentRule>(segment?.rule ?? NEW_RULE);
  const [choices, setChoices] = useState<RuleChoices | null>(null);
  const [choicesError, setChoicesError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const company = companyInView === ALL_COMPANIES || isChannelAdmin ? null : companyInView;
    fetchRuleChoices({ companyID: company }, controller.signal)
      .then(setChoices)
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setChoicesError(errorMessage(err));
      });
    return () => controller.abort();
  }, [companyInView, isChannelAdmin]);

  const deletion = useConfirmDelete<Segment>({
    remove: async (item) => {
      const gone = await deleted(dispatch(deleteSegment(item.id)), item.name);
      if (gone) void navigate('/segments');
      return gone;
    },
    onClose: () => dispatch(deleteFlowCleared()),
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError('Give the segment a name.');
      return;
    }
    setNameError(null);
    const body = { name: name.trim(), rule, channelId };
    const result = await dispatch(saveSegment({ id: segment?.id ?? null, body }));
    const failure = failureOf(result);
    if (failure) {
      setSaveError(failure.message);
      return;
    }
    notify.success(segment ? `${body.name} saved.` : `${body.name} created.`);
    void navigate('/segments');
  };

  if (choicesError)
    return <LoadError message={choicesError} onRetry={() => setChoicesError(null)} />;
  if (!choices) return <PageLoading label="Loading groups, channels and fields…" />;

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <div className="segment-editor-layout">
        <Card className="shadow-sm">
          <Card.Body className="p-3 p-md-4">
            <Form.Group className="mb-3" controlId="segment-name">
              <Form.Label>Name</Form.Label>
              <Form.Control
                value={name}
                maxLength={100}
                isInvalid={Boolean(nameError)}
                placeholder="Night shift, Android"
                onChange={(event) => setName(event.target.value)}
              />
              <Form.Control.Feedback type="invalid">{nameError}</Form.Control.Feedback>
            </Form.Group>
            {!isChannelAdmin && choices.channels.length > 0 && (
              <Form.Group className="mb-3" controlId="segment-channel">
                <Form.Label>Whose members</Form.Label>
                <Form.Select
                  value={channelId ?? ''}
                  onChange={(event) => setChannelId(event.target.value || null)}
                >
                  <option value="">The whole organization</option>
                  {choices.channels.map((channel) => (
                    <option key={channel._id} value={channel._id}>
                      {channel.clientName}’s followers
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            )}
            <h2 className="h6 mt-4">Rule</h2>
            <RuleBuilder
              rule={rule}
              choices={choices}
              channelsOffered={!isChannelAdmin}
              onChange={setRule}
            />
          </Card.Body>
        </Card>
        <aside className="segment-editor-side">
          <Card className="shadow-sm">
            <Card.Body>
              <LiveCount rule={rule} channelId={channelId} />
              {saveError && (
                <p className="text-danger small mt-2 mb-0" role="alert">
                  {saveError}
                </p>
              )}
              <div className="d-flex flex-wrap gap-2 mt-3">
                <button
                  type="submit"
                  className="btn btn-primary"
                  disabled={saveFlow.status === 'loading'}
                >
                  {segment ? 'Save segment' : 'Create segment'}
                </button>
                <button
                  type="button"
                  className="btn btn-outline-secondary"
                  onClick={() => void navigate('/segments')}
                >
                  Cancel
                </button>
                {segment && (
                  <button
                    type="button"
                    className="btn btn-outline-danger ms-auto"
                    onClick={() => deletion.ask(segment)}
                  >
                    Delete
                  </button>
                )}
              </div>
            </Card.Body>
          </Card>
        </aside>
      </div>
      <ConfirmDelete
        name={deletion.target?.name ?? null}
        noun="segment"
        pending={deleteFlow.status === 'loading'}
        error={deleteFlow.error}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      >
        The rule is removed; messages already sent to it keep their recipients. A segment that a
        scheduled send, sequence or campaign still uses cannot be deleted until they change.
      </ConfirmDelete>
    </Form>
  );
}
