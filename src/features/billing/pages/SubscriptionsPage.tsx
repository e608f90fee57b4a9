import { useCallback, useEffect, useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import {
  SUBSCRIPTION_STATUSES,
  type Subscription,
  type SubscriptionStatus,
} from '../../../../contract/billing';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { selectCompanyInView } from '../../../state/session';
import { ListPage } from '../../../components/list/ListPage';
import { pageCount } from '../../../components/list/pageWindow';
import { ConfirmModal } from '../../../components/ui/ConfirmModal';
import { EmptyState } from '../../../components/ui/EmptyState';
import { SearchBox } from '../../../components/ui/SearchBox';
import { formatDate } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { plural } from '../../../lib/numbers';
import {
  billingFlowsCleared,
  selectBillingFlow,
  selectPayments,
  selectSubscriptions,
} from '../billingSlice';
import {
  cancelSubscription,
  fetchPayments,
  fetchSubscriptions,
  resumeSubscription,
} from '../billingThunks';
import '../components/Billing.css';
import { PaymentsDialog } from '../components/PaymentsDialog';
import { STATUS_LABEL, SubscriptionsTable } from '../components/SubscriptionsTable';

const matches = (item: Subscription, term: string) =>
  [
    item.customerInfo.clientName,
    item.customerInfo.contactName,
    item.customerInfo.billingInfo.email,
    item.productInfo.product,
  ]
    .join(' ')
    .toLowerCase()
    .includes(term);

const isStatus = (value: string): value is SubscriptionStatus =>
  SUBSCRIPTION_STATUSES.some((status) => status === value);

/** /subscriptions: the organisation's customers' subscriptions, their payments and cancelling. */
export function SubscriptionsPage() {
  const dispatch = useAppDispatch();
  const companyInView = useAppSelector(selectCompanyInView);
  const subscriptions = useAppSelector(selectSubscriptions);
  const payments = useAppSelector(selectPayments);
  const listFlow = useAppSelector((state) => selectBillingFlow(state, 'subscriptions'));
  const cancelFlow = useAppSelector((state) => selectBillingFlow(state, 'cancel'));
  const paymentsFlow = useAppSelector((state) => selectBillingFlow(state, 'payments'));
  const [status, setStatus] = useState<SubscriptionStatus | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [reloads, setReloads] = useState(0);
  const [cancelling, setCancelling] = useState<Subscription | null>(null);
  const [immediately, setImmediately] = useState(false);
  const [paymentsOf, setPaymentsOf] = useState<Subscription | null>(null);
  const searchFor = useCallback((term: string) => {
    setSearch(term);
    setPage(1);
  }, []);

  useEffect(() => {
    const request = dispatch(fetchSubscriptions(status));
    return () => request.abort();
  }, [dispatch, status, companyInView, reloads]);

  const showPayments = useCallback(
    (item: Subscription) => {
      setPaymentsOf(item);
      void dispatch(fetchPayments(item._id));
    },
    [dispatch],
  );
  const closeDialogs = () => {
    setCancelling(null);
    setPaymentsOf(null);
    setImmediately(false);
    dispatch(billingFlowsCleared());
  };

  const confirmCancel = async () => {
    if (!cancelling) return;
    const result = await dispatch(cancelSubscription({ id: cancelling._id, immediately }));
    if (!cancelSubscription.fulfilled.match(result)) return;
    const after = result.payload;
    const name = after.customerInfo.clientName;
    if (after.cancelPending) {
      notify.warning(
        `The payment provider could not be reached. ${name}’s cancellation is kept and will be retried.`,
      );
    } else if (after.status === 'canceled') {
      notify.success(`${name}’s subscription is cancelled.`);
    } else {
      notify.success(
        `${name}’s subscription ends ${after.currentPeriodEnd ? `on ${formatDate(after.currentPeriodEnd)}` : 'at the period’s end'}.`,
      );
    }
    closeDialogs();
  };

  const resume = useCallback(
    async (item: Subscription) => {
      const result = await dispatch(resumeSubscription(item._id));
      const name = item.customerInfo.clientName;
      if (resumeSubscription.fulfilled.match(result)) {
        notify.success(`${name}’s subscription renews again.`);
      } else {
        notify.error(result.payload ?? `${name}’s subscription could not be kept.`);
      }
    },
    [dispatch],
  );

  const shown = useMemo(() => {
    const term = search.trim().toLowerCase();
    return term ? subscriptions.filter((item) => matches(item, term)) : subscriptions;
  }, [subscriptions, search]);
  const current = Math.min(page, pageCount(shown.length));
  const productsPath = `/products/list/${encodeURIComponent(companyInView)}`;
  const filtered = Boolean(search) || status !== null;

  return (
    <ListPage
      title="Subscriptions"
      description="Customers subscribed to the organisation’s products, what they pay and their state."
      actions={
        <Link to={productsPath} className="btn btn-outline-primary">
          <i className="bi bi-box-seam me-2" aria-hidden="true" />
          Products
        </Link>
      }
      toolbar={
        <>
          <SearchBox
            value={search}
            onSearch={searchFor}
            label="Search subscriptions"
            placeholder="Search customers or products"
          />
          <Form.Select
            aria-label="Status"
            className="billing-status-filter"
            value={status ?? ''}
            onChange={(event) => {
              setStatus(isStatus(event.target.value) ? event.target.value : null);
              setPage(1);
            }}
          >
            <option value="">Every status</option>
            {SUBSCRIPTION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABEL[value]}
              </option>
            ))}
          </Form.Select>
          <span className="small text-body-secondary ms-auto">
            {plural(shown.length, 'subscription')}
          </span>
        </>
      }
      flow={listFlow}
      rowCount={shown.length}
      onRetry={() => setReloads((count) => count + 1)}
      skeleton={{ columns: 5, label: 'Loading subscriptions…' }}
      emptyState={
        <EmptyState
          icon="bi-credit-card"
          title={filtered ? 'No subscriptions match' : 'No subscriptions yet'}
          action={
            !filtered && (
              <Link to={productsPath} className="btn btn-outline-primary">
                See the products
              </Link>
            )
          }
        >
          {filtered
            ? 'Try another word or status.'
            : 'Customers appear here once they subscribe to a product.'}
        </EmptyState>
      }
      paging={{
        page: current,
        total: shown.length,
        onChange: setPage,
        label: 'Subscriptions pages',
      }}
      dialogs={
        <>
          <ConfirmModal
            show={cancelling !== null}
            title={`Cancel ${cancelling?.customerInfo.clientName ?? ''}’s subscription?`}
            confirmLabel="Cancel subscription"
            cancelLabel="Keep it"
            busy={cancelFlow.status === 'loading'}
            error={cancelFlow.error}
            onConfirm={() => void confirmCancel()}
            onCancel={closeDialogs}
          >
            <p>{cancelling?.productInfo.product}: no further payments are taken once it ends.</p>
            <Form.Check
              type="radio"
              id="cancel-at-period-end"
              name="cancel-when"
              label={`At the end of the period${cancelling?.currentPeriodEnd ? ` (${formatDate(cancelling.currentPeriodEnd)})` : ''}`}
              checked={!immediately}
              onChange={() => setImmediately(false)}
            />
            <Form.Check
              type="radio"
              id="cancel-now"
              name="cancel-when"
              label="Now, without waiting for the period’s end"
              checked={immediately}
              onChange={() => setImmediately(true)}
            />
          </ConfirmModal>
          <PaymentsDialog
            subscription={paymentsOf}
            payments={payments}
            flow={paymentsFlow}
            onRetry={() => paymentsOf && showPayments(paymentsOf)}
            onClose={closeDialogs}
          />
        </>
      }
    >
      <SubscriptionsTable
        subscriptions={shown}
        page={current}
        busy={listFlow.status === 'loading'}
        onPayments={showPayments}
        onCancel={setCancelling}
        onResume={(item) => void resume(item)}
      />
    </ListPage>
  );
}
