import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Modal from 'react-bootstrap/Modal';
import Placeholder from 'react-bootstrap/Placeholder';
import type { InvitationLink } from '../../../../contract/invitations';
import { DownloadButton } from '../../../components/ui/DownloadButton';
import type { FlowState } from '../../../lib/flows';
import type { QrFormat } from '../invitationsApi';

export const svgDataUrl = (svg: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** Opens the code alone on a page of its own and asks the browser to print it. */
function printQr(link: InvitationLink, svg: string) {
  const page = window.open('', '_blank', 'noopener=no,width=600,height=700');
  if (!page) return;
  const doc = page.document;
  doc.title = `Invitation to ${link.channelName}`;
  const figure = doc.createElement('figure');
  figure.style.cssText = 'margin:2cm auto;text-align:center;font-family:sans-serif';
  const image = doc.createElement('img');
  image.src = svgDataUrl(svg);
  image.alt = `QR code of the invitation to ${link.channelName}`;
  image.style.cssText = 'width:10cm;height:10cm';
  const caption = doc.createElement('figcaption');
  caption.textContent = `Scan to become an admin of ${link.channelName}`;
  figure.append(image, caption);
  doc.body.append(figure);
  image.onload = () => page.print();
}

interface QrDialogProps {
  link: InvitationLink | null;
  svg: string | null;
  flow: FlowState;
  downloading: QrFormat | null;
  onDownload: (format: QrFormat) => void;
  onClose: () => void;
}

/** The link's QR code: a preview, downloads for print, and printing. */
export function QrDialog({ link, svg, flow, downloading, onDownload, onClose }: QrDialogProps) {
  const titleId = useId();
  return (
    <Modal show={link !== null} onHide={onClose} centered aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5" id={titleId}>
          QR code{link ? ` for ${link.channelName}` : ''}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="text-center">
        {flow.status === 'failed' && (
          <Alert variant="danger" role="alert">
            {flow.error}
          </Alert>
        )}
        {svg ? (
          <img
            className="invite-qr"
            src={svgDataUrl(svg)}
            alt={`QR code of the invitation link to ${link?.channelName ?? 'the channel'}`}
          />
        ) : (
          flow.status !== 'failed' && (
            <Placeholder as="div" animation="glow" aria-label="Loading the QR code…">
              <Placeholder className="invite-qr d-inline-block" />
            </Placeholder>
          )
        )}
        <p className="small text-body-secondary mt-3 mb-0">
          Scanning it opens the invitation page; scans are counted apart from clicks.
        </p>
      </Modal.Body>
      <Modal.Footer className="justify-content-center flex-wrap gap-2">
        {(['svg', 'png'] as const).map((format) => (
          <DownloadButton
            key={format}
            downloading={downloading === format}
            disabled={downloading !== null || !link}
            onDownload={() => onDownload(format)}
            label={`Download the QR code as ${format.toUpperCase()}`}
          >
            {format.toUpperCase()}
          </DownloadButton>
        ))}
        <button
          type="button"
          className="btn btn-primary"
          disabled={!svg || !link}
          onClick={() => link && svg && printQr(link, svg)}
        >
          <i className="bi bi-printer me-2" aria-hidden="true" />
          Print
        </button>
      </Modal.Footer>
    </Modal>
  );
}
