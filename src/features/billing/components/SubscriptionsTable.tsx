import type { Subscription, SubscriptionStatus } from '../../../../contract/billing';
import { CrudTable, type CrudColumn } from '../../../components/table/CrudTable';
import { RowAction } from '../../../components/table/RowAction';
import { formatDate } from '../../../lib/dates';
import { formatPrice } from '../money';

export const STATUS_LABEL: Record<SubscriptionStatus, string> = {
  active: 'Active',
  past_due: 'Past due',
  incomplete: 'Incomplete',
  canceled: 'Cancelled',
};
const STATUS_BADGE: Record<SubscriptionStatus, string> = {
  active: 'text-bg-success',
  past_due: 'text-bg-warning',
  incomplete: 'text-bg-secondary',
  canceled: 'text-bg-light border',
};

/** The status, with what is about to happen to it. */
function StatusCell({ item }: { item: Subscription }) {
  return (
    <>
      <span className={`badge ${STATUS_BADGE[item.status]}`}>{STATUS_LABEL[item.status]}</span>
      {item.cancelPending && (
        <div className="small text-warning-emphasis">
          <i className="bi bi-hourglass-split me-1" aria-hidden="true" />
          Cancellation pending
        </div>
      )}
      {item.cancelError && (
        <div className="small text-danger-emphasis">
          <i className="bi bi-exclamation-triangle me-1" aria-hidden="true" />
          Cancellation refused: {item.cancelError}
        </div>
      )}
      {!item.cancelPending && item.cancelAtPeriodEnd && item.status !== 'canceled' && (
        <div className="small text-body-secondary">
          Ends {item.currentPeriodEnd ? formatDate(item.currentPeriodEnd) : 'at the period’s end'}
        </div>
      )}
    </>
  );
}

const COLUMNS: CrudColumn<Subscription>[] = [
  {
    id: 'client',
    header: 'Customer',
    rowHeader: true,
    sortValue: (item) => item.customerInfo.clientName.toLowerCase(),
    cell: (item) => (
      <>
        <span className="crud-title">{item.customerInfo.clientName}</span>
        <div className="small text-body-secondary">{item.customerInfo.contactName}</div>
      </>
    ),
  },
  {
    id: 'email',
    header: 'Billing email',
    hideable: true,
    cell: (item) => item.customerInfo.billingInfo.email,
  },
  {
    id: 'product',
    header: 'Product',
    sortValue: (item) => item.productInfo.product.toLowerCase(),
    cell: (item) => item.productInfo.product,
  },
  {
    id: 'amount',
    header: 'Amount',
    className: 'text-nowrap',
    sortValue: (item) => item.productInfo.plan.amount,
    cell: (item) =>
      formatPrice(
        item.productInfo.plan.amount,
        item.productInfo.plan.currency,
        item.productInfo.plan.interval,
      ),
  },
  {
    id: 'status',
    header: 'Status',
    sortValue: (item) => item.status,
    cell: (item) => <StatusCell item={item} />,
  },
  {
    id: 'period',
    header: 'Period ends',
    className: 'text-nowrap',
    hideable: true,
    sortValue: (item) => item.currentPeriodEnd ?? '',
    cell: (item) => (item.currentPeriodEnd ? formatDate(item.currentPeriodEnd) : '—'),
  },
];

interface SubscriptionsTableProps {
  subscriptions: readonly Subscription[];
  page: number;
  busy: boolean;
  onPayments: (item: Subscription) => void;
  onCancel: (item: Subscription) => void;
  onResume: (item: Subscription) => void;
}

/** Cancelling is offered while the subscription runs and no cancellation is under way. */
const cancellable = (item: Subscription) =>
  item.status !== 'canceled' && !item.cancelPending && !item.cancelAtPeriodEnd;
/** A subscription set to end with its period can be kept after all. */
const resumable = (item: Subscription) =>
  item.status !== 'canceled' && !item.cancelPending && item.cancelAtPeriodEnd;

export function SubscriptionsTable({
  subscriptions,
  page,
  busy,
  onPayments,
  onCancel,
  onResume,
}: SubscriptionsTableProps) {
  return (
    <CrudTable
      caption="Subscriptions"
      rows={subscriptions}
      columns={COLUMNS}
      rowId={(item) => item._id}
      page={page}
      busy={busy}
      defaultSort={{ id: 'client', desc: false }}
      actions={(item) => (
        <>
          <RowAction
            icon="bi-receipt"
            label={`Payments of ${item.customerInfo.clientName}`}
            title="Payments"
            onClick={() => onPayments(item)}
          />
          {resumable(item) && (
            <RowAction
              icon="bi-arrow-counterclockwise"
              label={`Keep ${item.customerInfo.clientName}`}
              title="Undo cancellation"
              onClick={() => onResume(item)}
            />
          )}
          {cancellable(item) && (
            <RowAction
              icon="bi-x-circle"
              label={`Cancel ${item.customerInfo.clientName}`}
              title="Cancel"
              danger
              onClick={() => onCancel(item)}
            />
          )}
        </>
      )}
    />
  );
}
