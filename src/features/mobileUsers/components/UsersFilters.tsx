import { useCallback } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { SegmentSelect } from '../../../components/segments/SegmentSelect';
import { SearchBox } from '../../../components/ui/SearchBox';
import { hasFilters, PLATFORMS, type ListQuery } from '../listQuery';
import type { LabelledGroup } from '../mobileUsersApi';
import { platformOf } from '../userDisplay';

interface UsersFiltersProps {
  query: ListQuery;
  groups: readonly LabelledGroup[];
  onChange: (patch: Partial<ListQuery>, options?: { replace?: boolean }) => void;
  onClear: () => void;
}

export function UsersFilters({ query, groups, onChange, onClear }: UsersFiltersProps) {
  // Typing refines one search: replace the history entry rather than add one per pause.
  const search = useCallback((q: string) => onChange({ q }, { replace: true }), [onChange]);
  return (
    <div className="users-filters">
      <div className="users-filters-search">
        <SearchBox
          value={query.q}
          onSearch={search}
          label="Search users"
          placeholder="Search by name or email"
        />
      </div>
      <Form.Select
        aria-label="Platform"
        value={query.platform}
        onChange={(event) => onChange({ platform: event.target.value })}
        className="users-filters-select"
      >
        <option value="">All platforms</option>
        {PLATFORMS.map((platform) => (
          <option key={platform} value={platform}>
            {platformOf(platform).label}
          </option>
        ))}
      </Form.Select>
      <Form.Select
        aria-label="Group"
        value={query.group}
        onChange={(event) => onChange({ group: event.target.value })}
        className="users-filters-select"
      >
        <option value="">All groups</option>
        {groups.map((group) => (
          <option key={group._id} value={group._id}>
            {group.label}
          </option>
        ))}
        {query.group && !groups.some((group) => group._id === query.group) && (
          <option value={query.group}>Selected group</option>
        )}
      </Form.Select>
      <SegmentSelect
        label="Segment"
        noneLabel="All members"
        value={query.segment}
        onChange={(segment) => onChange({ segment })}
        className="users-filters-select"
      />
      {hasFilters(query) && (
        <Button variant="link" size="sm" className="text-nowrap px-1" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </div>
  );
}
