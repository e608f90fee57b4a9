import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import type { SequenceStep } from '../../../../contract/messages';
import { formatCount, plural } from '../../../lib/numbers';
import { ScrollableTable } from './ScrollableTable';

interface SequenceTableProps {
  steps: readonly SequenceStep[];
  onDelete: (step: SequenceStep) => void;
}

export function SequenceTable({ steps, onDelete }: SequenceTableProps) {
  return (
    <ScrollableTable caption="Sequence steps" hover>
      <thead>
        <tr>
          <th scope="col">Step</th>
          <th scope="col">Sent after</th>
          <th scope="col">Message</th>
          <th scope="col">Status</th>
          <th scope="col" className="text-end">
            Sent
          </th>
          <th scope="col" className="text-end">
            Read
          </th>
          <th scope="col" className="text-end">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {steps.map((step) => (
          <tr key={step._id}>
            <th scope="row">
              {step.label}
              {step.module && <span className="message-subline">{step.module}</span>}
            </th>
            <td data-label="Sent after" className="text-nowrap">
              {step.interval === 0 ? 'On joining' : plural(step.interval, 'day')}
            </td>
            <td data-label="Message">
              {step.title}
              <span className="message-subline">
                {step.pushMessage}
                {step.html_file ? ` · ${step.html_file.name}` : ''}
              </span>
            </td>
            <td data-label="Status">
              <Badge
                bg={step.isActive ? 'success-subtle' : 'secondary-subtle'}
                text={step.isActive ? 'success-emphasis' : 'secondary-emphasis'}
                className="fw-medium"
              >
                {step.isActive ? 'Active' : 'Paused'}
              </Badge>
            </td>
            <td data-label="Sent" className="text-end tabular-nums">
              {formatCount(step.sent)}
            </td>
            <td data-label="Read" className="text-end tabular-nums">
              {formatCount(step.read)}
            </td>
            <td className="text-end">
              <Button
                variant="link"
                size="sm"
                className="text-danger"
                aria-label={`Delete ${step.label}`}
                title="Delete"
                onClick={() => onDelete(step)}
              >
                <i className="bi bi-trash" aria-hidden="true" />
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
