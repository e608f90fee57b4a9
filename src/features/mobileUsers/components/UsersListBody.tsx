import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { TableSkeleton } from '../../../components/ui/TableSkeleton';
import type { FlowState } from '../mobileUsersState';

interface UsersListBodyProps {
  flow: FlowState;
  rowCount: number;
  loaded: boolean;
  filtered: boolean;
  onRetry: () => void;
  onClearFilters: () => void;
  onImport: () => void;
  /** The table, shown when there are rows. */
  children: ReactNode;
}

/** Which of loading, failed, empty or the table the list shows. */
export function UsersListBody(props: UsersListBodyProps) {
  const { flow, rowCount, loaded, filtered } = props;
  if (flow.status === 'failed') {
    return (
      <div className="p-3">
        <LoadError message={flow.error} onRetry={props.onRetry} />
      </div>
    );
  }
  if (rowCount === 0 && (!loaded || flow.status === 'loading' || flow.status === 'idle')) {
    return <TableSkeleton columns={7} label="Loading app users…" />;
  }
  if (rowCount === 0 && filtered) {
    return (
      <EmptyState
        icon="bi-funnel"
        title="No app users match these filters"
        action={
          <Button variant="outline-primary" onClick={props.onClearFilters}>
            Clear all filters
          </Button>
        }
      >
        Try another search, or widen the status and registration choices.
      </EmptyState>
    );
  }
  if (rowCount === 0) {
    return (
      <EmptyState
        icon="bi-people"
        title="No app users yet"
        action={
          <Button variant="primary" onClick={props.onImport}>
            <i className="bi bi-upload me-2" aria-hidden="true" />
            Import users
          </Button>
        }
      >
        People appear here when they sign up in the app, or when you import them from a CSV file.
      </EmptyState>
    );
  }
  return props.children;
}
