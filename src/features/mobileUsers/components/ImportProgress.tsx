import { DownloadProgress } from '../../../components/ui/DownloadProgress';

interface ImportProgressProps {
  /** 0–100 while the file goes up, null while its size is unknown. */
  upload: number | null;
  /** A check writes nothing; an import adds the users. */
  step: 'check' | 'import';
}

/**
 * Where a check or an import is: the file going up, then the server at work on its rows (a
 * file of a million rows takes a few minutes there, with nothing to count from here).
 */
export function ImportProgress({ upload, step }: ImportProgressProps) {
  if (upload === null || upload < 100) {
    return (
      <DownloadProgress direction="upload" progress={upload} what="the file" barLabel="Upload" />
    );
  }
  return (
    <DownloadProgress
      progress={null}
      what={step === 'check' ? 'the check of every row' : 'the import'}
      barLabel={step === 'check' ? 'Check' : 'Import'}
      working={step === 'check' ? 'Checking every row…' : 'Importing the users…'}
    />
  );
}
