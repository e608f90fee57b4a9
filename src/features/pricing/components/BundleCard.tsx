import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import type { PlanTerms } from '../../../../contract/pricing';
import { BUNDLES, type BundleKind } from '../../../../contract/pricingPlans';
import { formatAmount } from '../../../lib/money';
import { formatCount } from '../../../lib/numbers';
import { bundleOf } from '../planWords';

export const BUNDLE_NOUNS: Record<BundleKind, string> = {
  app_users: 'app users',
  text_credits: 'off-app text credits',
};

const TITLES: Record<BundleKind, string> = {
  app_users: 'Add app users',
  text_credits: 'Add text credits',
};

interface BundleCardProps {
  kind: BundleKind;
  /** The channel's plan: its bundles' size and price. */
  plan: PlanTerms;
  canPurchase: boolean;
  canGrant: boolean;
  busy: boolean;
  onAsk: (request: { kind: BundleKind; bundles: number; free: boolean }) => void;
}

/** How many bundles of one kind to buy (or grant), asked for before the confirmation. */
export function BundleCard({ kind, plan, canPurchase, canGrant, busy, onAsk }: BundleCardProps) {
  const bundle = bundleOf(plan, kind);
  const { maxBundles } = BUNDLES[kind];
  const [count, setCount] = useState('1');
  const inputId = useId();
  const bundles = Number(count);
  const valid = Number.isInteger(bundles) && bundles >= 1 && bundles <= maxBundles;
  return (
    <Card className="shadow-sm h-100">
      <Card.Body>
        <h2 className="h5 mb-1">{TITLES[kind]}</h2>
        <p className="small text-body-secondary">
          Bundles of {formatCount(bundle.size)} {BUNDLE_NOUNS[kind]} at{' '}
          {formatAmount(bundle.price, plan.currency)} each.
        </p>
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            if (valid && canPurchase) onAsk({ kind, bundles, free: false });
          }}
        >
          <Form.Group controlId={inputId} className="mb-3">
            <Form.Label>Bundles</Form.Label>
            <Form.Control
              type="number"
              min={1}
              max={maxBundles}
              step={1}
              value={count}
              isInvalid={!valid}
              onChange={(event) => setCount(event.target.value)}
              aria-describedby={`${inputId}-help`}
            />
            <Form.Text id={`${inputId}-help`}>
              {valid
                ? `${formatCount(bundles * bundle.size)} ${BUNDLE_NOUNS[kind]}, ${formatAmount(bundles * bundle.price, plan.currency)}`
                : `From 1 to ${maxBundles} bundles.`}
            </Form.Text>
          </Form.Group>
          <div className="d-flex flex-wrap gap-2">
            {canPurchase && (
              <Button type="submit" disabled={!valid || busy}>
                <i className="bi bi-cart-plus me-1" aria-hidden="true" />
                Buy {BUNDLE_NOUNS[kind].replace('off-app ', '')}
              </Button>
            )}
            {canGrant && (
              <Button
                variant="outline-secondary"
                disabled={!valid || busy}
                onClick={() => onAsk({ kind, bundles, free: true })}
              >
                <i className="bi bi-gift me-1" aria-hidden="true" />
                Grant free
              </Button>
            )}
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
