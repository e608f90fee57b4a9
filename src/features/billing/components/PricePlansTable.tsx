import { Link } from 'react-router-dom';
import type { PricePlanItem } from '../../../../contract/billing';
import { CrudTable, type CrudColumn } from '../../../components/table/CrudTable';
import { RowAction } from '../../../components/table/RowAction';
import { formatAmount, formatPrice } from '../money';
import { formatCount } from '../../../lib/numbers';

export const editPlanPath = (plan: PricePlanItem) =>
  `/priceplans/edit/${encodeURIComponent(plan._id)}`;
const count = { format: (value: number) => formatCount(value) };

const nameColumn = (canEdit: boolean): CrudColumn<PricePlanItem> => ({
  id: 'name',
  header: 'Plan',
  rowHeader: true,
  sortValue: (plan) => plan.name.toLowerCase(),
  cell: (plan) =>
    canEdit ? (
      <Link to={editPlanPath(plan)} className="crud-title">
        {plan.name}
      </Link>
    ) : (
      <span className="crud-title">{plan.name}</span>
    ),
});

const COLUMNS: CrudColumn<PricePlanItem>[] = [
  {
    id: 'price',
    header: 'Price',
    className: 'text-nowrap',
    sortValue: (plan) => plan.amount,
    cell: (plan) => formatPrice(plan.amount, plan.currency, plan.interval),
  },
  {
    id: 'appUsers',
    header: 'App users included',
    align: 'end',
    wrapHeader: true,
    sortValue: (plan) => plan.includedAppUsers,
    cell: (plan) => count.format(plan.includedAppUsers),
  },
  {
    id: 'credits',
    header: 'Text credits a month',
    align: 'end',
    wrapHeader: true,
    sortValue: (plan) => plan.monthlyTextCredits,
    cell: (plan) => count.format(plan.monthlyTextCredits),
  },
  {
    id: 'bundles',
    header: 'Extra bundles',
    hideable: true,
    cell: (plan) => (
      <span className="small">
        {count.format(plan.appUserBundleSize)} app users for{' '}
        {formatAmount(plan.appUserBundlePrice, plan.currency)}
        <br />
        {count.format(plan.textCreditBundleSize)} credits for{' '}
        {formatAmount(plan.textCreditBundlePrice, plan.currency)}
      </span>
    ),
  },
  {
    id: 'active',
    header: 'Status',
    sortValue: (plan) => (plan.active ? 0 : 1),
    cell: (plan) =>
      plan.active ? (
        <span className="badge text-bg-success">Active</span>
      ) : (
        <span className="badge text-bg-secondary">Inactive</span>
      ),
  },
];

interface PricePlansTableProps {
  plans: readonly PricePlanItem[];
  page: number;
  busy: boolean;
  /** Platform admins change the plans; the others read them. */
  canEdit: boolean;
  onDelete: (plan: PricePlanItem) => void;
}

export function PricePlansTable({ plans, page, busy, canEdit, onDelete }: PricePlansTableProps) {
  return (
    <CrudTable
      caption="Price plans"
      rows={plans}
      columns={[nameColumn(canEdit), ...COLUMNS]}
      rowId={(plan) => plan._id}
      page={page}
      busy={busy}
      defaultSort={{ id: 'price', desc: false }}
      {...(canEdit
        ? {
            actions: (plan: PricePlanItem) => (
              <>
                <RowAction
                  icon="bi-pencil"
                  label={`Edit ${plan.name}`}
                  title="Edit"
                  to={editPlanPath(plan)}
                />
                <RowAction
                  icon="bi-trash"
                  label={`Delete ${plan.name}`}
                  title="Delete"
                  danger
                  onClick={() => onDelete(plan)}
                />
              </>
            ),
          }
        : {})}
    />
  );
}
