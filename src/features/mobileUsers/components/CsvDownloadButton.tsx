import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { MobileUserCsvBody } from '../../../../contract/mobileUsersCsv';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { notify } from '../../../lib/notify';
import { selectFlow } from '../mobileUsersSlice';
import { downloadUsersCsv } from '../mobileUsersFileThunks';

/** Downloads every user the filters select (not only the page shown), with its progress. */
export function CsvDownloadButton({ body }: { body: MobileUserCsvBody }) {
  const dispatch = useAppDispatch();
  const flow = useAppSelector((state) => selectFlow(state, 'csv'));
  const downloading = flow.status === 'loading';

  const download = async () => {
    const result = await dispatch(downloadUsersCsv(body));
    if (downloadUsersCsv.fulfilled.match(result)) notify.success(`Downloaded ${result.payload}.`);
    else if (result.payload) notify.error(result.payload);
  };

  return (
    <Button variant="outline-secondary" onClick={() => void download()} disabled={downloading}>
      {downloading ? (
        <Spinner animation="border" size="sm" aria-hidden="true" className="me-2" />
      ) : (
        <i className="bi bi-download me-2" aria-hidden="true" />
      )}
      Download CSV
    </Button>
  );
}
