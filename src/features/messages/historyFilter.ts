import {
  DELIVERY_MODES,
  HISTORY_STATUSES,
  MESSAGE_TYPES,
  type DeliveryMode,
  type HistoryQuery,
  type HistoryStatus,
  type MessageType,
} from '../../../contract/messages';
import {
  formFromParams,
  isDay,
  isUuid,
  oneOf,
  paramsOfForm,
  rangeBackwards,
  startOfDay,
  startOfNextDay,
} from '../../lib/filterParams';

const isType = oneOf<MessageType>(MESSAGE_TYPES);
const isDeliveryMode = oneOf<DeliveryMode>(DELIVERY_MODES);
const isStatus = oneOf<HistoryStatus>(HISTORY_STATUSES);
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

/** The filter an address names; a value it cannot be (a hand-edited link) is left out. */
export function historyFilterFromParams(params: URLSearchParams): HistoryFilterForm {
  const form = formFromParams(params, EMPTY_HISTORY_FILTER);
  form.search = form.search.trim().slice(0, SEARCH_MAX);
  if (!isType(form.type)) form.type = '';
  if (!isDeliveryMode(form.deliveryMode)) form.deliveryMode = '';
  if (!isStatus(form.status)) form.status = '';
  if (!isDay(form.from)) form.from = '';
  if (!isDay(form.to)) form.to = '';
  if (!isUuid(form.sender)) form.sender = '';
  return form;
}

export const paramsOfHistoryFilter = (form: HistoryFilterForm) => paramsOfForm(form);

export type HistoryApiFilter = Omit<HistoryQuery, 'offset' | 'limit'>;

/** The API's filter: the days in the viewer's zone, "to" taking in its whole day. */
export function historyApiFilter(form: HistoryFilterForm): HistoryApiFilter {
  const filter: HistoryApiFilter = {};
  if (form.search) filter.search = form.search;
  if (isType(form.type)) filter.type = form.type;
  if (isDeliveryMode(form.deliveryMode)) filter.deliveryMode = form.deliveryMode;
  if (isStatus(form.status)) filter.status = form.status;
  if (form.from) filter.from = startOfDay(form.from);
  if (form.to && !rangeBackwards(form.from, form.to)) filter.to = startOfNextDay(form.to);
  if (form.sender) filter.sender = form.sender;
  return filter;
}
