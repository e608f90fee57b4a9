import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { MemberExportFormat } from '../../../../contract/memberData';
import type { MobileUser } from '../../../../contract/mobileUsers';
import { DownloadButton } from '../../../components/ui/DownloadButton';
import { DownloadProgress } from '../../../components/ui/DownloadProgress';
import { useDownload } from '../../../state/downloads';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import {
  memberDataReset,
  selectMemberDataFlow,
  selectMemberDownloadProgress,
  selectMemberDownloading,
} from '../memberDataSlice';
import { downloadMemberData } from '../memberDataThunks';
import { displayName } from '../userDisplay';

const FORMATS: readonly { format: MemberExportFormat; label: string; help: string }[] = [
  {
    format: 'json',
    label: 'Download JSON',
    help: 'One file with every section, for another system to read.',
  },
  {
    format: 'zip',
    label: 'Download ZIP',
    help: 'The JSON file and a spreadsheet (CSV) of each section, for a person to read.',
  },
];

/**
 * "Download data": everything the organisation holds of one member, for a request they made
 * (docs/decisions.md, "A member's data: export and erasure").
 */
export function MemberDataModal({ user, onClose }: { user: MobileUser; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const download = useDownload({ quietErrors: true });
  const downloading = useAppSelector(selectMemberDownloading);
  const progress = useAppSelector(selectMemberDownloadProgress);
  const flow = useAppSelector((state) => selectMemberDataFlow(state, 'download'));
  const name = displayName(user);
  useEffect(
    () => () => {
      dispatch(memberDataReset());
    },
    [dispatch],
  );

  return (
    <Modal show onHide={onClose} centered aria-labelledby="member-data-title">
      <Modal.Header closeButton>
        <Modal.Title id="member-data-title" as="h2" className="h5">
          Data of {name}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>
          Everything held of {name}: their profile and custom fields, groups and channels, devices
          (push tokens masked), every message sent to them with what they did with it, their chats,
          opt-outs and consent history.
        </p>
        <ul className="list-unstyled d-grid gap-3 mb-0">
          {FORMATS.map(({ format, label, help }) => (
            <li key={format} className="d-flex flex-wrap align-items-center gap-3">
              <DownloadButton
                downloading={downloading === format}
                disabled={downloading !== null}
                onDownload={() => void download(downloadMemberData({ userId: user._id, format }))}
                label={`${label} of ${name}`}
              >
                {label}
              </DownloadButton>
              <span className="small text-body-secondary flex-grow-1">{help}</span>
            </li>
          ))}
        </ul>
        {downloading && (
          <DownloadProgress
            className="mt-3"
            progress={progress}
            what={`the ${downloading.toUpperCase()} file`}
            barLabel={`${downloading.toUpperCase()} download`}
          />
        )}
        {flow.status === 'failed' && flow.error && (
          <Alert variant="danger" className="mt-3 mb-0" role="alert">
            {flow.error}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
