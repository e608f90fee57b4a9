import { Fragment, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import { Link } from 'react-router-dom';
import type { AuditChange, AuditEntry } from '../../../../contract/auditLog';
import {
  actionText,
  fieldLabel,
  tableLabel,
  targetLabel,
  targetPath,
  valueText,
} from '../auditLabels';

const pad = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM-DD HH:MM:SS in the viewer's zone (SPEC.md section 9 dates, with the time). */
function timeText(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

function ChangeTable({ change, entry }: { change: AuditChange; entry: AuditEntry }) {
  const values = change.op === 'delete' ? change.old : change.new;
  const fields = Object.keys(values ?? {});
  const verb = change.op === 'insert' ? 'Created' : change.op === 'update' ? 'Changed' : 'Deleted';
  // The entry's own target by its name; any other row by what it is.
  const named = change.id === entry.targetId && entry.targetName ? ` “${entry.targetName}”` : '';
  const caption = `${verb}: ${tableLabel(change.table).toLowerCase()}${named}`;
  if (fields.length === 0)
    return <p className="small text-body-secondary mb-2">{caption}: no visible fields.</p>;
  return (
    <table className="table table-sm audit-changes mb-3">
      <caption className="caption-top small">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          {change.op === 'update' ? (
            <>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </>
          ) : (
            <th scope="col">{change.op === 'insert' ? 'Value' : 'Value before'}</th>
          )}
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={field}>
            <th scope="row" className="fw-normal">
              {fieldLabel(field)}
            </th>
            {change.op === 'update' ? (
              <>
                <td className="audit-old" data-label="Before">
                  {valueText(change.old?.[field])}
                </td>
                <td className="audit-new" data-label="After">
                  {valueText(change.new?.[field])}
                </td>
              </>
            ) : (
              <td>{valueText(values?.[field])}</td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Details({ entry }: { entry: AuditEntry }) {
  return (
    <div className="audit-details">
      <p className="small mb-2">
        <span className="text-body-secondary">Request: </span>
        <code>
          {entry.method} {entry.route}
        </code>
        <span className="text-body-secondary"> answered {entry.status}</span>
        {entry.targetId && (
          <>
            <span className="text-body-secondary"> · target id </span>
            <code>{entry.targetId}</code>
          </>
        )}
      </p>
      {entry.summary && (
        <dl className="audit-summary small">
          {Object.entries(entry.summary).map(([name, value]) => (
            <div key={name}>
              <dt>{fieldLabel(name)}</dt>
              <dd>{valueText(value)}</dd>
            </div>
          ))}
        </dl>
      )}
      {entry.changes.map((change, index) => (
        <ChangeTable key={`${change.table}-${change.id}-${index}`} change={change} entry={entry} />
      ))}
      {entry.changes.length === 0 && !entry.summary && (
        <p className="small text-body-secondary mb-0">
          {entry.outcome === 'refused'
            ? 'Nothing changed: the account lacked the rights.'
            : 'No field values were recorded for this action.'}
        </p>
      )}
    </div>
  );
}

function Target({ entry }: { entry: AuditEntry }) {
  const path = targetPath(entry);
  const label = targetLabel(entry.targetType);
  if (path && entry.targetName) {
    return (
      <>
        <span className="text-body-secondary">{label}: </span>
        <Link to={path}>{entry.targetName}</Link>
      </>
    );
  }
  if (entry.targetName) return <>{`${label}: ${entry.targetName}`}</>;
  if (!entry.targetId) return <span className="text-body-secondary">{label}</span>;
  // A refused write may have aimed at another organisation's object: its id only, no name.
  if (entry.outcome === 'refused') {
    return (
      <span className="text-body-secondary">
        {label} <code>{entry.targetId}</code>
      </span>
    );
  }
  return (
    <span className="text-body-secondary">
      {label} {entry.targetExists ? '' : '(no longer exists)'}
    </span>
  );
}

interface AuditTableProps {
  entries: readonly AuditEntry[];
  refreshing: boolean;
}

/** Newest first; each row opens to show the fields the write changed, before and after. */
export function AuditTable({ entries, refreshing }: AuditTableProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <div
      className={`table-responsive audit-table${refreshing ? ' opacity-50' : ''}`}
      aria-busy={refreshing}
    >
      <table className="table align-middle mb-0">
        <caption className="visually-hidden">Audit log entries, newest first</caption>
        <thead>
          <tr>
            <th scope="col" className="audit-toggle-cell">
              <span className="visually-hidden">Details</span>
            </th>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">Action</th>
            <th scope="col">Target</th>
            <th scope="col">Outcome</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const expanded = open.has(entry.id);
            const detailsId = `audit-details-${entry.id}`;
            return (
              <Fragment key={entry.id}>
                <tr className={expanded ? 'audit-row-open' : undefined}>
                  <td className="audit-toggle-cell">
                    <button
                      type="button"
                      className="btn btn-sm btn-link audit-toggle"
                      aria-expanded={expanded}
                      aria-controls={detailsId}
                      aria-label={`${expanded ? 'Hide' : 'Show'} details of ${actionText(entry)} at ${timeText(entry.at)}`}
                      onClick={() => toggle(entry.id)}
                    >
                      <i
                        className={`bi ${expanded ? 'bi-chevron-down' : 'bi-chevron-right'}`}
                        aria-hidden="true"
                      />
                    </button>
                  </td>
                  <td data-label="When" className="text-nowrap">
                    <div>
                      <time dateTime={entry.at}>{timeText(entry.at)}</time>
                    </div>
                  </td>
                  <td data-label="Who" className="audit-who">
                    <div>
                      <div>{entry.admin.name}</div>
                      {entry.admin.email && (
                        <div className="small text-body-secondary text-break">
                          {entry.admin.email}
                        </div>
                      )}
                      {entry.company && (
                        <div className="small text-body-secondary">{entry.company.name}</div>
                      )}
                    </div>
                  </td>
                  <td data-label="Action">{actionText(entry)}</td>
                  <td data-label="Target">
                    <div>
                      <Target entry={entry} />
                    </div>
                  </td>
                  <td data-label="Outcome">
                    <div>
                      {entry.outcome === 'refused' ? (
                        <Badge bg="danger-subtle" text="danger-emphasis">
                          Refused
                        </Badge>
                      ) : (
                        <Badge bg="success-subtle" text="success-emphasis">
                          Done
                        </Badge>
                      )}
                    </div>
                  </td>
                </tr>
                {expanded && (
                  <tr className="audit-details-row">
                    <td colSpan={6} id={detailsId}>
                      <Details entry={entry} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
