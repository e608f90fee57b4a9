import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { PRICE_PLANS, formatPrice, type PricePlanId } from '../../../../contract/pricingPlans';
import { formatCount } from '../../../lib/numbers';

interface PlanCardProps {
  current: PricePlanId;
  busy: boolean;
  onAsk: (plan: PricePlanId) => void;
}

/** Picks another plan, asked for before the confirmation. */
export function PlanCard({ current, busy, onAsk }: PlanCardProps) {
  const [chosen, setChosen] = useState<PricePlanId>(current);
  const selectId = useId();
  return (
    <Card className="shadow-sm h-100">
      <Card.Body>
        <h2 className="h5 mb-1">Change plan</h2>
        <p className="small text-body-secondary">
          The new plan&rsquo;s monthly text credits replace the current allowance from now on.
        </p>
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen !== current) onAsk(chosen);
          }}
        >
          <Form.Group controlId={selectId} className="mb-3">
            <Form.Label>Plan</Form.Label>
            <Form.Select
              value={chosen}
              onChange={(event) => {
                const plan = PRICE_PLANS.find((p) => p.id === event.target.value);
                if (plan) setChosen(plan.id);
              }}
            >
              {PRICE_PLANS.map((plan) => (
                <option key={plan.id} value={plan.id}>
                  {plan.name}: {formatCount(plan.monthlyTextCredits)} credits,{' '}
                  {formatCount(plan.includedAppUsers)} users,{' '}
                  {plan.monthlyPriceMinor > 0 ? formatPrice(plan.monthlyPriceMinor) : 'free'}
                  {plan.id === current ? ' (current)' : ''}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Button type="submit" variant="outline-primary" disabled={chosen === current || busy}>
            <i className="bi bi-arrow-up-circle me-1" aria-hidden="true" />
            Change plan
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
