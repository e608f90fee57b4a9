import Alert from 'react-bootstrap/Alert';
import type { MessagePreview } from '../../../../contract/messagePreview';
import { mergeTargetLabel } from './MergeFieldsMenu';

/** What the send would refuse in the merge fields, said before the sender tries. */
export function MergeFieldProblems({ problems }: { problems: MessagePreview['problems'] }) {
  if (problems.length === 0) return null;
  return (
    <Alert variant="warning" className="py-2 small" role="alert">
      <strong className="d-block mb-1">These merge fields cannot be sent:</strong>
      <ul className="mb-0 ps-3">
        {problems.map((problem) => (
          <li key={problem.field}>
            {mergeTargetLabel(problem.field)} {problem.message}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
