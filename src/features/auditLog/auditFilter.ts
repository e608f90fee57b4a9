import {
  AUDIT_METHODS,
  AUDIT_OUTCOMES,
  AUDIT_TARGET_TYPES,
  type AuditLogFilter,
} from '../../../contract/auditLog';
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

const isTargetType = oneOf(AUDIT_TARGET_TYPES);
const isMethod = oneOf(AUDIT_METHODS);
const isOutcome = oneOf(AUDIT_OUTCOMES);

/** The filter as the form and the address bar hold it: text, '' when not set; days as YYYY-MM-DD. */
export interface AuditFilterForm {
  admin: string;
  targetType: string;
  method: string;
  outcome: string;
  from: string;
  to: string;
}

export const EMPTY_FILTER: AuditFilterForm = {
  admin: '',
  targetType: '',
  method: '',
  outcome: '',
  from: '',
  to: '',
};

/** The filter an address names; a value it cannot be (a hand-edited link) is left out. */
export function filterFromParams(params: URLSearchParams): AuditFilterForm {
  const form = formFromParams(params, EMPTY_FILTER);
  if (!isDay(form.from)) form.from = '';
  if (!isDay(form.to)) form.to = '';
  if (!isUuid(form.admin)) form.admin = '';
  if (!isTargetType(form.targetType)) form.targetType = '';
  if (!isMethod(form.method)) form.method = '';
  if (!isOutcome(form.outcome)) form.outcome = '';
  return form;
}

export const paramsOfFilter = (form: AuditFilterForm) => paramsOfForm(form);

/**
 * The API's filter: the days in the viewer's zone, "to" taking in its whole day. A range that
 * ends before it starts is left open at the end (the form says so).
 */
export function apiFilter(form: AuditFilterForm): AuditLogFilter {
  const filter: AuditLogFilter = {};
  if (form.admin) filter.admin = form.admin;
  if (isTargetType(form.targetType)) filter.targetType = form.targetType;
  if (isMethod(form.method)) filter.method = form.method;
  if (isOutcome(form.outcome)) filter.outcome = form.outcome;
  if (form.from) filter.from = startOfDay(form.from);
  if (form.to && !rangeBackwards(form.from, form.to)) filter.to = startOfNextDay(form.to);
  return filter;
}
