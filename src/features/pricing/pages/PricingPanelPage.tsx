import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useParams } from 'react-router-dom';
import type { PlanTerms, PricingSummary } from '../../../../contract/pricing';
import type { BundleKind } from '../../../../contract/pricingPlans';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { ListCard } from '../../../components/list/ListCard';
import { usePageParam } from '../../../components/list/usePageParam';
import { ConfirmModal } from '../../../components/ui/ConfirmModal';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { PageHeader } from '../../../components/ui/PageHeader';
import { PageLoading } from '../../../components/ui/PageLoading';
import { notify } from '../../../lib/notify';
import { formatAmount } from '../../../lib/money';
import { formatCount } from '../../../lib/numbers';
import { BalanceCards } from '../components/BalanceCards';
import { BUNDLE_NOUNS, BundleCard } from '../components/BundleCard';
import { LedgerTable } from '../components/LedgerTable';
import { PlanCard } from '../components/PlanCard';
import {
  pricingCleared,
  pricingWriteCleared,
  selectLedger,
  selectPricingFlow,
  selectPricingSummary,
} from '../pricingSlice';
import {
  LEDGER_PAGE_SIZE,
  addBundles,
  changePlan,
  fetchLedger,
  fetchPricingSummary,
} from '../pricingThunks';
import { bundleOf, planAllowance, planPrice } from '../planWords';

/** What the confirmation dialog asks about; its key makes a retried click count once. */
type Pending =
  | { type: 'bundles'; kind: BundleKind; bundles: number; free: boolean; key: string }
  | { type: 'plan'; plan: PlanTerms; key: string };

const newKey = () => crypto.randomUUID();

/** What paying `price` will do, by the organisation's payments (docs/decisions.md). */
function paymentWords(payments: PricingSummary['payments'], price: string): string {
  return payments === 'stripe'
    ? `The organization's card is charged ${price} through Stripe now; nothing is added if the card is declined.`
    : `No card is charged: ${price} is recorded on the organization's account, and it is added at once.`;
}

function question(
  pending: Pending,
  channel: string,
  current: PlanTerms,
  payments: PricingSummary['payments'],
) {
  if (pending.type === 'plan') {
    const { plan } = pending;
    const paying =
      plan.amount > 0
        ? ` ${paymentWords(payments, formatAmount(plan.amount, plan.currency))}`
        : ' Nothing is charged.';
    return {
      title: `Change to ${plan.name}?`,
      body: `${channel} moves to ${plan.name}: ${planAllowance(plan)}, ${planPrice(plan)}.${paying}`,
      confirm: `Change to ${plan.name}`,
      done: `${channel} is now on ${plan.name}.`,
    };
  }
  const bundle = bundleOf(current, pending.kind);
  const amount = `${formatCount(pending.bundles * bundle.size)} ${BUNDLE_NOUNS[pending.kind]}`;
  const price = formatAmount(pending.bundles * bundle.price, current.currency);
  const bundles = `${pending.bundles} ${pending.bundles === 1 ? 'bundle' : 'bundles'}`;
  return pending.free
    ? {
        title: `Grant ${amount}?`,
        body: `${channel} gets ${bundles} (${amount}) free of charge.`,
        confirm: `Grant ${amount}`,
        done: `Granted ${amount} to ${channel}.`,
      }
    : {
        title: `Buy ${amount}?`,
        body: `${channel} gets ${bundles}: ${amount} for ${price}. ${paymentWords(payments, price)}`,
        confirm: `Buy for ${price}`,
        done: `Bought ${amount} for ${channel}, ${price}.`,
      };
}

/** /content-provider/pricing-panel/:id: a channel's plan, balances, purchases and ledger. */
export function PricingPanelPage() {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const summary = useAppSelector(selectPricingSummary);
  const ledger = useAppSelector(selectLedger);
  const summaryFlow = useAppSelector((state) => selectPricingFlow(state, 'summary'));
  const ledgerFlow = useAppSelector((state) => selectPricingFlow(state, 'ledger'));
  const writeFlow = useAppSelector((state) => selectPricingFlow(state, 'write'));
  const [page, setPage] = usePageParam();
  const [reloads, setReloads] = useState(0);
  const [ledgerReloads, setLedgerReloads] = useState(0);
  const [pending, setPending] = useState<Pending | null>(null);

  useEffect(() => {
    const request = dispatch(fetchPricingSummary(id));
    return () => request.abort();
  }, [dispatch, id, reloads]);

  useEffect(() => {
    const request = dispatch(fetchLedger({ channelId: id, page }));
    return () => request.abort();
  }, [dispatch, id, page, ledgerReloads]);

  useEffect(
    () => () => {
      dispatch(pricingCleared());
    },
    [dispatch, id],
  );

  const close = () => {
    setPending(null);
    dispatch(pricingWriteCleared());
  };

  const confirm = async () => {
    if (!pending || !summary) return;
    // The words of the answer are the ones asked, on the plan the channel had then.
    const done = question(pending, summary.clientName, summary.plan, summary.payments).done;
    const result =
      pending.type === 'plan'
        ? await dispatch(
            changePlan({ channelId: id, plan: pending.plan.code, idempotencyKey: pending.key }),
          )
        : await dispatch(
            addBundles({
              channelId: id,
              kind: pending.kind,
              bundles: pending.bundles,
              free: pending.free,
              idempotencyKey: pending.key,
            }),
          );
    if (result.meta.requestStatus !== 'fulfilled') return;
    notify.success(done);
    close();
    if (page === 1) setLedgerReloads((count) => count + 1);
    else setPage(1);
  };

  if (!summary || summary._id !== id) {
    if (summaryFlow.status === 'failed')
      return (
        <>
          <PageHeader
            title="Channel pricing"
            description="A channel's plan, app users and text credits."
          />
          <LoadError
            message={
              summaryFlow.code === 'forbidden'
                ? 'Your role cannot open the pricing panel.'
                : summaryFlow.code === 'not_found'
                  ? 'This channel does not exist, or is not yours to price.'
                  : summaryFlow.error
            }
            onRetry={() => setReloads((count) => count + 1)}
          />
        </>
      );
    return <PageLoading label="Loading the pricing panel…" />;
  }

  const asked = pending
    ? question(pending, summary.clientName, summary.plan, summary.payments)
    : null;
  const busy = writeFlow.status === 'loading';
  return (
    <>
      <PageHeader
        title={`${summary.clientName}: pricing`}
        description="The channel's plan, its app users and off-app text credits, and every change to them."
      />
      <BalanceCards summary={summary} />
      {!summary.canPurchase && (
        <Alert variant="info">
          This organization takes no card payments, so only its organization admins can add app
          users or text credits to this channel, or change its plan. Ask one of them.
        </Alert>
      )}
      <Row xs={1} lg={3} className="g-3 mb-4">
        <Col>
          <BundleCard
            kind="app_users"
            plan={summary.plan}
            canPurchase={summary.canPurchase}
            canGrant={summary.canGrant}
            busy={busy}
            onAsk={(request) => setPending({ type: 'bundles', ...request, key: newKey() })}
          />
        </Col>
        <Col>
          <BundleCard
            kind="text_credits"
            plan={summary.plan}
            canPurchase={summary.canPurchase}
            canGrant={summary.canGrant}
            busy={busy}
            onAsk={(request) => setPending({ type: 'bundles', ...request, key: newKey() })}
          />
        </Col>
        {summary.canChangePlan && (
          <Col>
            <PlanCard
              current={summary.pricePlan}
              plans={summary.plans}
              busy={busy}
              onAsk={(plan) => setPending({ type: 'plan', plan, key: newKey() })}
            />
          </Col>
        )}
      </Row>
      <h2 className="h5 mb-3">Ledger</h2>
      <ListCard
        flow={ledgerFlow}
        rowCount={ledger.entries.length}
        onRetry={() => setLedgerReloads((count) => count + 1)}
        skeleton={{ columns: 6, label: 'Loading the ledger…' }}
        emptyState={
          <EmptyState icon="bi-journal-text" title="No changes yet">
            Purchases, grants, plan changes and SMS sends show here.
          </EmptyState>
        }
        paging={{
          page,
          total: ledger.total,
          pageSize: LEDGER_PAGE_SIZE,
          onChange: setPage,
          label: 'Ledger pages',
        }}
      >
        <LedgerTable entries={ledger.entries} busy={ledgerFlow.status === 'loading'} />
      </ListCard>
      <ConfirmModal
        show={asked !== null}
        title={asked?.title ?? ''}
        confirmLabel={asked?.confirm ?? ''}
        variant="primary"
        busy={busy}
        error={writeFlow.status === 'failed' ? writeFlow.error : null}
        onConfirm={() => void confirm()}
        onCancel={close}
      >
        {asked?.body}
      </ConfirmModal>
    </>
  );
}
