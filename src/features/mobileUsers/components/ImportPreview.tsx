import type { UserImportDuplicate } from '../../../../contract/userImport';
import { formatCount, plural } from '../../../lib/numbers';
import type { ImportResult } from '../mobileUsersApi';

interface Problem {
  line: number;
  field: string;
  message: string;
}

function duplicateProblem(duplicate: UserImportDuplicate): Problem {
  const message =
    duplicate.reason === 'existing'
      ? `${duplicate.value} already belongs to an app user`
      : `${duplicate.value} is also on line ${duplicate.firstLine ?? '?'}`;
  return { line: duplicate.line, field: duplicate.field, message };
}

/** What a dry run found: the rows an import adds, and every line it would leave out and why. */
export function ImportPreview({ fileName, preview }: { fileName: string; preview: ImportResult }) {
  const problems = [...preview.errors, ...preview.duplicates.map(duplicateProblem)].sort(
    (a, b) => a.line - b.line,
  );
  const listed = preview.errors.length + preview.duplicates.length;
  const counted = preview.errorCount + preview.duplicateCount;
  return (
    <div aria-live="polite">
      <p className="text-body-secondary small mb-2">
        <i className="bi bi-file-earmark-spreadsheet me-1" aria-hidden="true" />
        {fileName} · {plural(preview.rows, 'row')}
      </p>
      <ul className="import-summary list-unstyled">
        <li className="text-success-emphasis">
          <i className="bi bi-check-circle me-2" aria-hidden="true" />
          {plural(preview.valid, 'user')} ready to import
        </li>
        {preview.duplicateCount > 0 && (
          <li className="text-body-secondary">
            <i className="bi bi-files me-2" aria-hidden="true" />
            {plural(preview.duplicateCount, 'duplicate')} will be skipped
          </li>
        )}
        {preview.errorCount > 0 && (
          <li className="text-danger-emphasis">
            <i className="bi bi-exclamation-triangle me-2" aria-hidden="true" />
            {plural(preview.errorCount, 'problem')} to fix; those lines will be skipped
          </li>
        )}
      </ul>
      {problems.length > 0 && (
        <div className="import-errors table-responsive">
          <table className="table table-sm mb-0">
            <caption className="caption-top">
              Lines left out
              {counted > listed && ` (the first ${formatCount(listed)} of ${formatCount(counted)})`}
            </caption>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Field</th>
                <th scope="col">Problem</th>
              </tr>
            </thead>
            <tbody>
              {problems.map((problem, index) => (
                <tr key={`${problem.line}-${problem.field}-${index}`}>
                  <td className="text-nowrap">{problem.line}</td>
                  <td className="text-nowrap">{problem.field}</td>
                  <td>{problem.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
