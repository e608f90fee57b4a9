import type { ReactNode } from 'react';
import { LoadError } from '../ui/LoadError';
import { TableSkeleton } from './TableSkeleton';

interface ListBodyProps {
  /** The load failed: its message and a retry replace the list. */
  failed: boolean;
  error: string | null;
  onRetry: () => void;
  /** Nothing to show yet: a skeleton of the table stands in. */
  loading: boolean;
  skeleton: { columns: number; rows: number; label: string };
  /** Loaded and empty: the empty state says what the list is for and how to fill it. */
  empty: boolean;
  emptyState: ReactNode;
  /** The list itself. */
  children: ReactNode;
}

/** The body of a list card: its error, loading, empty and filled states, in that order. */
export function ListBody(props: ListBodyProps) {
  if (props.failed)
    return (
      <div className="p-3">
        <LoadError message={props.error} onRetry={props.onRetry} />
      </div>
    );
  if (props.loading) return <TableSkeleton {...props.skeleton} />;
  if (props.empty) return props.emptyState;
  return props.children;
}
