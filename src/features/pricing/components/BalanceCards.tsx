import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import type { PricingSummary } from '../../../../contract/pricing';
import { formatCount } from '../../../lib/numbers';
import { planPrice } from '../planWords';

const percent = (part: number, whole: number) =>
  whole <= 0 ? (part > 0 ? 100 : 0) : Math.min(100, Math.round((part / whole) * 100));

/** A bar with its role and name on the element that carries them (axe: aria-progressbar-name). */
function Meter({
  value,
  label,
  danger = false,
}: {
  value: number;
  label: string;
  danger?: boolean;
}) {
  return (
    <div className="progress mb-2">
      <div
        className={`progress-bar${danger ? ' bg-danger' : ''}`}
        role="progressbar"
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
        style={{ width: `${value}%` }}
      />
    </div>
  );
}

/** The plan, app users used of allowed, and the text credits of the month and purchased. */
export function BalanceCards({ summary }: { summary: PricingSummary }) {
  const { plan } = summary;
  const over = summary.appUsersUsed > summary.appUsersAllowed;
  const monthLeft = Math.max(0, summary.textCreditsMonth - summary.textCreditsUsedThisMonth);
  return (
    <Row xs={1} lg={3} className="g-3 mb-4 list-unstyled ps-0" as="ul" aria-label="Balances">
      <Col as="li">
        <Card className="shadow-sm h-100">
          <Card.Body>
            <h2 className="h6 text-body-secondary text-uppercase mb-2">Plan</h2>
            <p className="h3 mb-1">{plan.name}</p>
            <p className="mb-0 small text-body-secondary">
              {formatCount(plan.monthlyTextCredits)} text credits a month,{' '}
              {formatCount(plan.includedAppUsers)} app users included
              {plan.amount > 0 ? `, ${planPrice(plan)}` : ''}
            </p>
          </Card.Body>
        </Card>
      </Col>
      <Col as="li">
        <Card className="shadow-sm h-100">
          <Card.Body>
            <h2 className="h6 text-body-secondary text-uppercase mb-2" id="app-users-title">
              App users
            </h2>
            <p className="h3 mb-2">
              {formatCount(summary.appUsersUsed)}{' '}
              <span className="fs-6 text-body-secondary">
                of {formatCount(summary.appUsersAllowed)} allowed
              </span>
            </p>
            <Meter
              value={percent(summary.appUsersUsed, summary.appUsersAllowed)}
              danger={over}
              label={`${formatCount(summary.appUsersUsed)} of ${formatCount(summary.appUsersAllowed)} app users`}
            />
            <p className="mb-0 small text-body-secondary">
              {formatCount(plan.includedAppUsers)} with the plan,{' '}
              {formatCount(summary.purchasedAppUsers)} purchased
              {over ? '. Over the allowance: add app users.' : ''}
            </p>
            <p className="mb-0 small text-body-secondary" data-testid="app-users-counted">
              {summary.appUsersWholeCompany
                ? 'Counts every active app user of the organization, registered or not: the default channel serves them all.'
                : 'Counts the active app users who follow the channel, registered or not.'}
            </p>
          </Card.Body>
        </Card>
      </Col>
      <Col as="li">
        <Card className="shadow-sm h-100">
          <Card.Body>
            <h2 className="h6 text-body-secondary text-uppercase mb-2" id="credits-title">
              Off-app text credits
            </h2>
            <p className="h3 mb-2" data-testid="credits-left">
              {formatCount(summary.textCreditsRemaining)}{' '}
              <span className="fs-6 text-body-secondary">left</span>
            </p>
            <Meter
              value={percent(summary.textCreditsUsedThisMonth, summary.textCreditsMonth)}
              label={`${formatCount(summary.textCreditsUsedThisMonth)} of ${formatCount(summary.textCreditsMonth)} used this month`}
            />
            <p className="mb-0 small text-body-secondary">
              {formatCount(summary.textCreditsUsedThisMonth)} of{' '}
              {formatCount(summary.textCreditsMonth)} used this month ({formatCount(monthLeft)}{' '}
              left), {formatCount(summary.purchasedTextCreditsRemaining)} purchased unused. The
              monthly allowance renews on the 1st ({summary.timeZone}).
            </p>
          </Card.Body>
        </Card>
      </Col>
    </Row>
  );
}
