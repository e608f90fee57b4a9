import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import type { AbTestMetric, AbTestVariantResult } from '../../../../contract/abTests';
import { formatCount } from '../../../lib/numbers';

/** A rate as a percentage with one decimal. */
export const formatRate = (rate: number) => `${(rate * 100).toFixed(1)} %`;

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

interface AbTestVariantCardProps {
  variant: AbTestVariantResult;
  metric: AbTestMetric;
  /** Offers to send this variant to the rest (no winner chosen yet). */
  onChoose?: () => void;
}

/** One variant of a test: its texts and its figures, the rate the test is decided by first. */
export function AbTestVariantCard({ variant, metric, onChoose }: AbTestVariantCardProps) {
  const figures = [
    { label: 'Sample', value: formatCount(variant.sampleSize) },
    { label: 'Recipients', value: formatCount(variant.recipients) },
    { label: 'Opens', value: formatCount(variant.opens) },
    { label: 'Open rate', value: formatRate(variant.openRate), decides: metric === 'open' },
    { label: 'Confirmations', value: formatCount(variant.confirmations) },
    {
      label: 'Confirmation rate',
      value: formatRate(variant.confirmationRate),
      decides: metric === 'confirmation',
    },
  ];
  return (
    <Card
      className={`h-100 shadow-sm${variant.winner ? ' border-success border-2' : ''}`}
      aria-label={`Variant ${variant.letter}`}
    >
      <Card.Body className="d-flex flex-column">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <h2 className="h5 mb-0">Variant {variant.letter}</h2>
          {variant.winner && (
            <Badge bg="success">
              <i className="bi bi-trophy me-1" aria-hidden="true" />
              Winner
            </Badge>
          )}
          {!variant.winner && variant.leading && (
            <Badge bg="secondary-subtle" text="secondary-emphasis">
              Leading
            </Badge>
          )}
        </div>
        <p className="fw-semibold mb-1 text-break">{variant.title}</p>
        <p className="mb-2 text-body-secondary text-break">{variant.push_message}</p>
        {variant.pushImage && (
          <p className="small mb-2 text-break">
            <i className="bi bi-image me-1" aria-hidden="true" />
            {variant.pushImage}
          </p>
        )}
        {variant.sendAt && (
          <p className="small mb-2">
            <i className="bi bi-clock me-1" aria-hidden="true" />
            Sent from {when(variant.sendAt)}
          </p>
        )}
        <dl className="ab-test-figures row row-cols-2 g-0 mb-3">
          {figures.map((figure) => (
            <div key={figure.label} className="col">
              <dt className="small text-body-secondary fw-normal">{figure.label}</dt>
              <dd className={`mb-2${figure.decides ? ' fw-bold fs-5' : ''}`}>{figure.value}</dd>
            </div>
          ))}
        </dl>
        {onChoose && (
          <Button variant="outline-primary" className="mt-auto" onClick={onChoose}>
            <i className="bi bi-send me-1" aria-hidden="true" />
            Send {variant.letter} to the rest
          </Button>
        )}
      </Card.Body>
    </Card>
  );
}
