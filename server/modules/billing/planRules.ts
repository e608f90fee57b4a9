import type { PricePlanBody, PricePlanItem } from '../../../contract/billing';
import { AppError, notFound } from '../../lib/errors';
import type { PlanWrite } from './planRepository';

/** The plan the repository found, or the 404. */
export function planFound<T extends PricePlanItem | { _id: string }>(item: T | undefined): T {
  if (!item) throw notFound('Price plan');
  return item;
}

/** The body with its name trimmed; a blank name is refused. */
export function cleanPlanBody(body: PricePlanBody): PricePlanBody {
  const name = body.name.trim();
  if (!name) {
    throw new AppError('validation_error', 'name must not be blank', [
      { field: 'name', message: 'must not be blank' },
    ]);
  }
  return { ...body, name };
}

/** A write's answer: the plan, 409 for a code another plan has, 404 for none. */
export function planWritten(write: PlanWrite): PricePlanItem {
  if (write && 'refused' in write) {
    throw new AppError('error_price_plan_exists', 'A price plan with this code already exists.', [
      { field: 'code', message: 'is already used' },
    ]);
  }
  return planFound(write);
}
