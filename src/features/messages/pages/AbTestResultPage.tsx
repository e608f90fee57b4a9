import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { Link, useParams } from 'react-router-dom';
import { AB_TEST_LETTERS, type AbTestResult } from '../../../../contract/abTests';
import { ConfirmModal } from '../../../components/ui/ConfirmModal';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { PageLoading } from '../../../components/ui/PageLoading';
import { notify } from '../../../lib/notify';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { selectAbTestFlow, selectAbTestOf, selectChooseFlow } from '../abTestSlice';
import { chooseWinner, fetchAbTest } from '../abTestThunks';
import { AbTestStateBadge } from '../components/AbTestStatus';
import { AbTestVariantCard } from '../components/AbTestVariantCard';

const METRIC_LABELS = { open: 'open rate', confirmation: 'confirmation rate' } as const;

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** What the test does next, or did. */
function nextStep(test: AbTestResult): string {
  const metric = METRIC_LABELS[test.metric];
  if (test.winner !== null) {
    const by = test.chosenBy === 'manual' ? 'You chose' : 'The best ' + metric + ' chose';
    const at = test.decidedAt ? ` on ${when(test.decidedAt)}` : '';
    return `${by} variant ${AB_TEST_LETTERS[test.winner]}${at}; it goes to the rest of the audience.`;
  }
  if (test.decision === 'manual')
    return test.state === 'awaitingChoice'
      ? 'The wait is over: choose the variant the rest of the audience get.'
      : `Decide after ${test.waitHours} h by ${metric}; you choose the variant the rest get.`;
  return test.decideAt
    ? `On ${when(test.decideAt)} the best ${metric} wins (the first variant on a tie) and goes to the rest.`
    : `${test.waitHours} h after the variants went out, the best ${metric} wins and goes to the rest.`;
}

/** /messages/history/:messageID/ab-test: a message's A/B test, variant by variant. */
export function AbTestResultPage() {
  const { messageID = '' } = useParams();
  const dispatch = useAppDispatch();
  const test = useAppSelector((state) => selectAbTestOf(state, messageID));
  const flow = useAppSelector(selectAbTestFlow);
  const choose = useAppSelector(selectChooseFlow);
  const [choosing, setChoosing] = useState<number | null>(null);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    const request = dispatch(fetchAbTest(messageID));
    return () => request.abort();
  }, [dispatch, messageID, reloads]);

  const back = (
    <Link to={`/messages/history/${messageID}`} className="small d-inline-block mb-2">
      <i className="bi bi-arrow-left me-1" aria-hidden="true" />
      The message
    </Link>
  );
  if (test === null) {
    return (
      <div className="container-fluid py-4">
        {back}
        <EmptyState icon="bi-signpost-split" title="No A/B test">
          This message was sent without an A/B test, or it belongs to another organization.
        </EmptyState>
      </div>
    );
  }
  if (!test) {
    if (flow.status === 'failed')
      return (
        <div className="container-fluid py-4">
          {back}
          <LoadError message={flow.error} onRetry={() => setReloads((count) => count + 1)} />
        </div>
      );
    return <PageLoading label="Loading the A/B test…" />;
  }

  const confirm = async () => {
    if (choosing === null) return;
    const result = await dispatch(chooseWinner({ messageId: test.messageId, position: choosing }));
    if (!chooseWinner.fulfilled.match(result)) return;
    notify.success(`Variant ${AB_TEST_LETTERS[choosing]} goes to the rest of the audience.`);
    setChoosing(null);
  };
  const open = test.winner === null;
  const sample = test.variants.reduce((sum, variant) => sum + variant.sampleSize, 0);

  return (
    <div className="container-fluid py-4">
      {back}
      <header className="mb-3">
        <h1 className="h3 mb-1">A/B test result</h1>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <AbTestStateBadge state={test.state} />
          <span className="text-body-secondary small">
            {test.variants.length} variants to {test.sharePercent} % of the audience, decided by{' '}
            {METRIC_LABELS[test.metric]}
          </span>
        </div>
      </header>
      <Card className="shadow-sm mb-3">
        <Card.Body>
          <p className="mb-2">{nextStep(test)}</p>
          {test.remainderMessageId && (
            <Link to={`/messages/history/${test.remainderMessageId}`}>
              The message to the rest of the audience
            </Link>
          )}
        </Card.Body>
      </Card>
      {sample === 0 ? (
        <Alert variant="info" role="status">
          The variants have not gone out yet: the figures appear as they do.
        </Alert>
      ) : test.meaningful ? (
        <Alert variant="success" role="status">
          <i className="bi bi-check-circle me-1" aria-hidden="true" />
          The difference in {METRIC_LABELS[test.metric]} is meaningful (95 % confidence).
        </Alert>
      ) : (
        <Alert variant="warning" role="status">
          <i className="bi bi-exclamation-triangle me-1" aria-hidden="true" />
          The difference is not meaningful yet: the {METRIC_LABELS[test.metric]}s may differ by
          chance (95 % confidence).
        </Alert>
      )}
      <div className="row row-cols-1 row-cols-sm-2 row-cols-xxl-4 g-3">
        {test.variants.map((variant) => (
          <div key={variant.position} className="col">
            <AbTestVariantCard
              // Once a winner is chosen, "leading" says nothing more.
              variant={open ? variant : { ...variant, leading: false }}
              metric={test.metric}
              onChoose={open ? () => setChoosing(variant.position) : undefined}
            />
          </div>
        ))}
      </div>
      <ConfirmModal
        show={choosing !== null}
        title="Send this variant to the rest?"
        confirmLabel={`Send ${choosing === null ? '' : AB_TEST_LETTERS[choosing]} to the rest`}
        variant="primary"
        busy={choose.status === 'loading'}
        error={choose.status === 'failed' ? choose.error : null}
        onConfirm={() => void confirm()}
        onCancel={() => setChoosing(null)}
      >
        Everyone in the audience who got no variant gets variant{' '}
        {choosing === null ? '' : AB_TEST_LETTERS[choosing]} now. This is done once
        {test.decision === 'automatic' ? ', and the automatic pick is off then' : ''}.
      </ConfirmModal>
    </div>
  );
}
