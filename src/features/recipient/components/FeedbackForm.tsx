import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { RecipientMessage } from '../../../../contract/recipientMessages';

interface FeedbackFormProps {
  receipt: RecipientMessage['receipt'];
  busy: boolean;
  onAnswer: (feedback: 1 | 0, comment: string) => void;
}

/** Yes or No with an optional comment; once answered, the answer as the server stored it. */
export function FeedbackForm({ receipt, busy, onAnswer }: FeedbackFormProps) {
  const commentId = useId();
  const [comment, setComment] = useState('');
  if (receipt.feedback === 1 || receipt.feedback === 0) {
    return (
      <div className="recipient-answer mb-3" role="status">
        <p className="mb-0">
          <i className="bi bi-chat-square-text me-2" aria-hidden="true" />
          Your answer: <strong>{receipt.feedback === 1 ? 'Yes' : 'No'}</strong>
        </p>
        {receipt.feedbackComment && (
          <p className="mb-0 mt-2 text-body-secondary">“{receipt.feedbackComment}”</p>
        )}
      </div>
    );
  }
  return (
    <form
      className="recipient-answer mb-3"
      aria-label="Your answer"
      onSubmit={(event) => event.preventDefault()}
    >
      <p className="mb-2">The sender asks for your answer: yes or no.</p>
      <Form.Group className="mb-2" controlId={commentId}>
        <Form.Label>Comment (optional)</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          maxLength={2000}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </Form.Group>
      <div className="recipient-choices">
        <Button variant="success" disabled={busy} onClick={() => onAnswer(1, comment.trim())}>
          Yes
        </Button>
        <Button variant="danger" disabled={busy} onClick={() => onAnswer(0, comment.trim())}>
          No
        </Button>
      </div>
    </form>
  );
}
