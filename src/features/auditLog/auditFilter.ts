import {
  AUDIT_METHODS,
  AUDIT_OUTCOMES,
  AUDIT_TARGET_TYPES,
  type AuditLogFilter,
} from '../../../contract/auditLog';

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (text: string): text is T =>
    (values as readonly string[]).includes(text);
const isTargetType = oneOf(AUDIT_TARGET_TYPES);
const isMethod = oneOf(AUDIT_METHODS);
const isOutcome = oneOf(AUDIT_OUTCOMES);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

const FIELDS = Object.keys(EMPTY_FILTER) as (keyof AuditFilterForm)[];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function filterFromParams(params: URLSearchParams): AuditFilterForm {
  const form = { ...EMPTY_FILTER };
  for (const field of FIELDS) form[field] = (params.get(field) ?? '').slice(0, 100);
  if (!DAY.test(form.from)) form.from = '';
  if (!DAY.test(form.to)) form.to = '';
  if (!UUID.test(form.admin)) form.admin = '';
  if (!isTargetType(form.targetType)) form.targetType = '';
  if (!isMethod(form.method)) form.method = '';
  if (!isOutcome(form.outcome)) form.outcome = '';
  return form;
}

export function paramsOfFilter(form: AuditFilterForm): Record<string, string> {
  return Object.fromEntries(FIELDS.filter((field) => form[field] !== '').map((f) => [f, form[f]]));
}

/** The local day's start, as the instant the API takes. */
const startOfDay = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const startOfNextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00`);
  date.setDate(date.getDate() + 1);
  return date.toISOString();
};

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
  if (form.to && !(form.from && form.from > form.to)) filter.to = startOfNextDay(form.to);
  return filter;
}
