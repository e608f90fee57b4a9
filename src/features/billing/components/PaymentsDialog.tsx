import Modal from 'react-bootstrap/Modal';
import type { Payment, Subscription } from '../../../../contract/billing';
import { LoadError } from '../../../components/ui/LoadError';
import { PageLoading } from '../../../components/ui/PageLoading';
import { formatDate } from '../../../lib/dates';
import type { FlowState } from '../../../lib/flows';
import { formatAmount } from '../money';

interface PaymentsDialogProps {
  subscription: Subscription | null;
  payments: readonly Payment[];
  flow: FlowState;
  onRetry: () => void;
  onClose: () => void;
}

/** One subscription's payments, newest first. */
export function PaymentsDialog({
  subscription,
  payments,
  flow,
  onRetry,
  onClose,
}: PaymentsDialogProps) {
  return (
    <Modal show={subscription !== null} onHide={onClose} centered aria-labelledby="payments-title">
      <Modal.Header closeButton>
        <Modal.Title id="payments-title" as="h2" className="h5">
          Payments of {subscription?.customerInfo.clientName}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {flow.status === 'failed' ? (
          <LoadError message={flow.error} onRetry={onRetry} />
        ) : flow.status === 'loading' ? (
          <PageLoading label="Loading payments…" />
        ) : payments.length === 0 ? (
          <p className="text-body-secondary mb-0">No payments yet.</p>
        ) : (
          <table className="table table-sm mb-0">
            <caption className="visually-hidden">Payments</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">For</th>
                <th scope="col" className="text-end">
                  Amount
                </th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {payments.map((payment) => (
                <tr key={payment._id}>
                  <td className="text-nowrap">{formatDate(payment.paidAt)}</td>
                  <td>{payment.description}</td>
                  <td className="text-end text-nowrap">
                    {formatAmount(payment.amount, payment.currency)}
                  </td>
                  <td>
                    {payment.status === 'paid' ? (
                      <span className="badge text-bg-success">Paid</span>
                    ) : (
                      <span className="badge text-bg-danger">Failed</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Modal.Body>
    </Modal>
  );
}
