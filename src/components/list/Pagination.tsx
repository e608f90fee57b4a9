import { PAGE_BUTTONS, pageWindow } from './pageWindow';
import { formatCount } from '../../lib/numbers';

interface PaginationProps {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark, for pages with more than one list. */
  label?: string;
  buttons?: number;
}

interface StepProps {
  label: string;
  icon: string;
  target: number;
  disabled: boolean;
  onChange: (page: number) => void;
}

function Step({ label, icon, target, disabled, onChange }: StepProps) {
  return (
    <li className={`page-item${disabled ? ' disabled' : ''}`}>
      <button
        type="button"
        className="page-link"
        aria-label={label}
        title={label}
        disabled={disabled}
        onClick={() => onChange(target)}
      >
        <i className={`bi ${icon}`} aria-hidden="true" />
      </button>
    </li>
  );
}

/** First, previous, a window of page numbers, next and last; real buttons, so keys work. */
export function Pagination({
  page,
  pages,
  onChange,
  label = 'Pagination',
  buttons = PAGE_BUTTONS,
}: PaginationProps) {
  if (pages <= 1) return null;
  const atStart = page <= 1;
  const atEnd = page >= pages;
  return (
    <nav aria-label={label}>
      <ul className="pagination pagination-sm mb-0 flex-wrap">
        <Step
          label="First page"
          icon="bi-chevron-double-left"
          target={1}
          disabled={atStart}
          onChange={onChange}
        />
        <Step
          label="Previous page"
          icon="bi-chevron-left"
          target={page - 1}
          disabled={atStart}
          onChange={onChange}
        />
        {pageWindow(page, pages, buttons).map((number) => (
          <li key={number} className={`page-item${number === page ? ' active' : ''}`}>
            <button
              type="button"
              className="page-link"
              aria-label={`Page ${number}`}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => number !== page && onChange(number)}
            >
              {formatCount(number)}
            </button>
          </li>
        ))}
        <Step
          label="Next page"
          icon="bi-chevron-right"
          target={page + 1}
          disabled={atEnd}
          onChange={onChange}
        />
        <Step
          label="Last page"
          icon="bi-chevron-double-right"
          target={pages}
          disabled={atEnd}
          onChange={onChange}
        />
      </ul>
    </nav>
  );
}
