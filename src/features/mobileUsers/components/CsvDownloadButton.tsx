import type { MobileUserCsvBody } from '../../../../contract/mobileUsersCsv';
import { useDownload } from '../../../state/downloads';
import { useAppSelector } from '../../../state/hooks';
import { DownloadButton } from '../../../components/ui/DownloadButton';
import { selectFlow } from '../mobileUsersSlice';
import { downloadUsersCsv } from '../mobileUsersThunks';

/** Downloads every user the filters select (not only the page shown), with its progress. */
export function CsvDownloadButton({ body }: { body: MobileUserCsvBody }) {
  const download = useDownload();
  const flow = useAppSelector((state) => selectFlow(state, 'csv'));
  return (
    <DownloadButton
      downloading={flow.status === 'loading'}
      onDownload={() => void download(downloadUsersCsv(body))}
    >
      Download CSV
    </DownloadButton>
  );
}
