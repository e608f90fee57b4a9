import type { LedgerEntry } from '../../../../contract/pricing';
import { formatAmount } from '../../../lib/money';
import { CrudTable, type CrudColumn } from '../../../components/table/CrudTable';
import { formatDate } from '../../../lib/dates';
import { formatCount } from '../../../lib/numbers';

const KINDS: Record<LedgerEntry['kind'], string> = {
  app_users: 'App users',
  text_credits: 'Text credits',
  plan: 'Plan',
};

const REASONS: Record<string, string> = {
  purchase: 'Purchase',
  grant: 'Free grant',
  plan_change: 'Plan change',
  send: 'SMS sent',
  month_reset: 'Monthly allowance',
  opening_balance: 'Opening balance',
};

const signed = (value: number) =>
  `${value > 0 ? '+' : value < 0 ? '−' : ''}${formatCount(Math.abs(value))}`;

const time = (iso: string) => {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatDate(iso)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

const COLUMNS: readonly CrudColumn<LedgerEntry>[] = [
  {
    id: 'what',
    header: 'Change',
    rowHeader: true,
    cell: (entry) => (
      <>
        <span className="crud-title">{REASONS[entry.reason] ?? entry.reason}</span>
        <span className="crud-subline">
          {KINDS[entry.kind]}
          {entry.plan ? `: ${entry.plan}` : ''}
        </span>
      </>
    ),
  },
  { id: 'date', header: 'Date', cell: (entry) => time(entry.dateCreated) },
  {
    id: 'change',
    header: 'Amount',
    align: 'end',
    cell: (entry) => (
      <span className={entry.change < 0 ? 'text-danger-emphasis' : 'text-success-emphasis'}>
        {signed(entry.change)}
      </span>
    ),
  },
  {
    id: 'balance',
    header: 'Balance after',
    align: 'end',
    cell: (entry) => formatCount(entry.balanceAfter),
  },
  {
    id: 'price',
    header: 'Price',
    align: 'end',
    cell: (entry) =>
      entry.paid ? (
        formatAmount(entry.priceMinor, entry.currency)
      ) : entry.reason === 'grant' ? (
        'Free'
      ) : (
        <span className="text-body-secondary" aria-label="No price">
          —
        </span>
      ),
  },
  {
    id: 'by',
    header: 'By',
    cell: (entry) => entry.adminName ?? <span className="text-body-secondary">System</span>,
  },
];

export function LedgerTable({ entries, busy }: { entries: LedgerEntry[]; busy: boolean }) {
  return (
    <CrudTable
      caption="Credit ledger"
      rows={entries}
      columns={COLUMNS}
      rowId={(entry) => entry._id}
      busy={busy}
    />
  );
}
