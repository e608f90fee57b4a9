import {
  DELIVERY_MODES,
  HISTORY_STATUSES,
  MESSAGE_TYPES,
  type MessageSender,
} from '../../../../contract/messages';
import { DateRangeFilter } from '../../../components/filters/DateRangeFilter';
import { FilterBar } from '../../../components/filters/FilterBar';
import { SelectFilter, type SelectFilterSpec } from '../../../components/filters/SelectFilter';
import { SearchBox } from '../../../components/ui/SearchBox';
import { isFiltered } from '../../../lib/filterParams';
import { EMPTY_HISTORY_FILTER, type HistoryFilterForm } from '../historyFilter';
import { DELIVERY_MODE_LABELS, HISTORY_STATUS_LABELS, typeLabel } from '../messageLabels';

/** The selects whose choices are fixed, in their order on the bar. */
const SELECTS: readonly (SelectFilterSpec & { field: keyof HistoryFilterForm })[] = [
  {
    field: 'type',
    id: 'history-type',
    label: 'Type',
    anyLabel: 'Any type',
    options: MESSAGE_TYPES.map((type) => ({ value: type, label: typeLabel(type) })),
  },
  {
    field: 'deliveryMode',
    id: 'history-delivery',
    label: 'Delivery',
    anyLabel: 'Any delivery',
    options: DELIVERY_MODES.map((mode) => ({ value: mode, label: DELIVERY_MODE_LABELS[mode] })),
  },
  {
    field: 'status',
    id: 'history-status',
    label: 'Status',
    anyLabel: 'Any status',
    options: HISTORY_STATUSES.map((status) => ({
      value: status,
      label: HISTORY_STATUS_LABELS[status],
    })),
  },
];

interface HistoryFiltersProps {
  value: HistoryFilterForm;
  senders: readonly MessageSender[];
  onChange: (next: HistoryFilterForm, options?: { replace?: boolean }) => void;
}

/**
 * The history's search box and filters (type, delivery, status, days, sender). Each change
 * reloads the first page; the page keeps them in the address.
 */
export function HistoryFilters({ value, senders, onChange }: HistoryFiltersProps) {
  const set = (field: keyof HistoryFilterForm) => (text: string) =>
    onChange({ ...value, [field]: text });
  // A sender chosen from a link but no longer among the writers still shows as chosen.
  const senderKnown = value.sender === '' || senders.some((s) => s._id === value.sender);
  const senderOptions = [
    ...(senderKnown ? [] : [{ value: value.sender, label: 'The admin chosen' }]),
    ...senders.map((sender) => ({ value: sender._id, label: sender.name })),
  ];
  return (
    <>
      <SearchBox
        value={value.search}
        // Typing a search replaces the address rather than add a step per pause.
        onSearch={(search) => onChange({ ...value, search }, { replace: value.search !== '' })}
        label="Search messages"
        placeholder="Search title or text"
      />
      <FilterBar
        label="Filter messages"
        canClear={isFiltered(value)}
        onClear={() => onChange(EMPTY_HISTORY_FILTER)}
      >
        {SELECTS.map(({ field, ...select }) => (
          <SelectFilter key={field} {...select} value={value[field]} onChange={set(field)} />
        ))}
        <DateRangeFilter
          idPrefix="history"
          from={value.from}
          to={value.to}
          onChange={(range) => onChange({ ...value, ...range })}
        />
        <SelectFilter
          id="history-sender"
          label="Sender"
          anyLabel="Anyone"
          options={senderOptions}
          value={value.sender}
          onChange={set('sender')}
        />
      </FilterBar>
    </>
  );
}
