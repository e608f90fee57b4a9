import ProgressBar from 'react-bootstrap/ProgressBar';
import { useAppSelector } from '../../../app/hooks';
import { selectCsvProgress, selectFlow } from '../mobileUsersSlice';

/** The CSV's progress under the page header; indeterminate while the size is unknown. */
export function CsvProgress() {
  const flow = useAppSelector((state) => selectFlow(state, 'csv'));
  const progress = useAppSelector(selectCsvProgress);
  if (flow.status !== 'loading') return null;
  const label = progress === null ? 'Preparing the CSV…' : `Downloading the CSV… ${progress}%`;
  return (
    <div className="csv-progress" role="status">
      <span className="small text-body-secondary">{label}</span>
      <ProgressBar
        now={progress ?? 100}
        striped={progress === null}
        animated={progress === null}
        aria-label="CSV download"
        className="mt-1"
        style={{ height: '0.375rem' }}
      />
    </div>
  );
}
