/**
 * A list's filter as its page and the address bar hold it: an object of text fields, '' when not
 * set, days as YYYY-MM-DD in the viewer's zone. These read it from the address, write it back and
 * turn its days into the instants the API takes.
 */
type FilterForm<F> = { [K in keyof F]: string };

/** A check that a text is one of a list's values, narrowing it to that union. */
export const oneOf =
  <T extends string>(values: readonly T[]) =>
  (text: string): text is T =>
    (values as readonly string[]).includes(text);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isDay = (text: string) => DAY.test(text);
export const isUuid = (text: string) => UUID.test(text);

const fieldsOf = <F extends FilterForm<F>>(form: F) => Object.keys(form) as (keyof F & string)[];

/** Each field of the empty form as the address names it, '' when it does not. */
export function formFromParams<F extends FilterForm<F>>(params: URLSearchParams, empty: F): F {
  const form = { ...empty };
  for (const field of fieldsOf(empty)) form[field] = (params.get(field) ?? '') as F[typeof field];
  return form;
}

/** The address's query for a filter: only what is set, and no page (back to the first). */
export function paramsOfForm<F extends FilterForm<F>>(form: F): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of fieldsOf(form)) if (form[field] !== '') params.set(field, form[field]);
  return params;
}

export const isFiltered = <F extends FilterForm<F>>(form: F) =>
  fieldsOf(form).some((field) => form[field] !== '');

/** Whether a range ends before it starts (the form says so; the end is then left open). */
export const rangeBackwards = (from: string, to: string) => from !== '' && to !== '' && from > to;

/** The local day's start, as the instant the API takes. */
export const startOfDay = (day: string) => new Date(`${day}T00:00:00`).toISOString();

/** The next local day's start: a range's "to" takes in its whole day. */
export const startOfNextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00`);
  date.setDate(date.getDate() + 1);
  return date.toISOString();
};
