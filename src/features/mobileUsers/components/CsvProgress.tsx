import { useAppSelector } from '../../../state/hooks';
import { DownloadProgress } from '../../../components/ui/DownloadProgress';
import { selectCsvProgress, selectFlow } from '../mobileUsersSlice';

/** The CSV's progress under the page header; indeterminate while the size is unknown. */
export function CsvProgress() {
  const flow = useAppSelector((state) => selectFlow(state, 'csv'));
  const progress = useAppSelector(selectCsvProgress);
  if (flow.status !== 'loading') return null;
  return (
    <DownloadProgress
      progress={progress}
      what="the CSV"
      barLabel="CSV download"
      className="csv-progress"
    />
  );
}
