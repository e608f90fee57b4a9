import {
  DELIVERY_MODES,
  HISTORY_STATUSES,
  MESSAGE_TYPES,
  type DeliveryMode,
  type HistoryQuery,
  type HistoryStatus,
  type MessageType,
} from '../../../contract/messages';

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (text: string): text is T =>
    (values as readonly string[]).includes(text);
const isType = oneOf<MessageType>(MESSAGE_TYPES);
const isDeliveryMode = oneOf<DeliveryMode>(DELIVERY_MODES);
const isStatus = oneOf<HistoryStatus>(HISTORY_STATUSES);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The API's longest search. */
export const SEARCH_MAX = 100;

/**
 * The history's search and filters as the page and the address bar hold them: text, '' when not
 * set; days as YYYY-MM-DD in the viewer's zone. The page number is not part of it: changing a
 * filter leaves it out of the address, so the list starts again at page 1.
 */
export interface HistoryFilterForm {
  search: string;
  type: string;
  deliveryMode: string;
  status: string;
  from: string;
  to: string;
  sender: string;
}

export const EMPTY_HISTORY_FILTER: HistoryFilterForm = {
  search: '',
  type: '',
  deliveryMode: '',
  status: '',
  from: '',
  to: '',
  sender: '',
};

const FIELDS = Object.keys(EMPTY_HISTORY_FILTER) as (keyof HistoryFilterForm)[];

/** The filter an address names; a value it cannot be (a hand-edited link) is left out. */
export function historyFilterFromParams(params: URLSearchParams): HistoryFilterForm {
  const form = { ...EMPTY_HISTORY_FILTER };
  for (const field of FIELDS) form[field] = params.get(field) ?? '';
  form.search = form.search.trim().slice(0, SEARCH_MAX);
  if (!isType(form.type)) form.type = '';
  if (!isDeliveryMode(form.deliveryMode)) form.deliveryMode = '';
  if (!isStatus(form.status)) form.status = '';
  if (!DAY.test(form.from)) form.from = '';
  if (!DAY.test(form.to)) form.to = '';
  if (!UUID.test(form.sender)) form.sender = '';
  return form;
}

/** The address's query for a filter: only what is set, and no page (back to the first). */
export function paramsOfHistoryFilter(form: HistoryFilterForm): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of FIELDS) if (form[field] !== '') params.set(field, form[field]);
  return params;
}

export const isFiltered = (form: HistoryFilterForm) => FIELDS.some((field) => form[field] !== '');

/** Whether the range ends before it starts (the form says so; the end is then left open). */
export const rangeBackwards = (form: HistoryFilterForm) =>
  form.from !== '' && form.to !== '' && form.from > form.to;

const startOfDay = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const startOfNextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00`);
  date.setDate(date.getDate() + 1);
  return date.toISOString();
};

export type HistoryApiFilter = Omit<HistoryQuery, 'offset' | 'limit'>;

/** The API's filter: the days in the viewer's zone, "to" taking in its whole day. */
export function historyApiFilter(form: HistoryFilterForm): HistoryApiFilter {
  const filter: HistoryApiFilter = {};
  if (form.search) filter.search = form.search;
  if (isType(form.type)) filter.type = form.type;
  if (isDeliveryMode(form.deliveryMode)) filter.deliveryMode = form.deliveryMode;
  if (isStatus(form.status)) filter.status = form.status;
  if (form.from) filter.from = startOfDay(form.from);
  if (form.to && !rangeBackwards(form)) filter.to = startOfNextDay(form.to);
  if (form.sender) filter.sender = form.sender;
  return filter;
}
