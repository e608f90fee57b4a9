import { describe, expect, it } from 'vitest';
import { DEFAULT_QUERY, listBody, readListQuery, writeListQuery } from './listQuery';

describe('the users list query', () => {
  it('reads the URL and falls back on unknown values', () => {
    const query = readListQuery(
      new URLSearchParams('status=suspended&type=v9&platform=ios&sort=drop&dir=asc&page=-2'),
    );
    expect(query).toEqual({
      ...DEFAULT_QUERY,
      status: 'suspended',
      platform: 'ios',
      dir: 'asc',
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(writeListQuery(DEFAULT_QUERY).toString()).toBe('');
    const params = writeListQuery({ ...DEFAULT_QUERY, type: 'v2', q: 'ada', page: 3 });
    expect(params.toString()).toBe('type=v2&q=ada&page=3');
    expect(readListQuery(params)).toEqual({ ...DEFAULT_QUERY, type: 'v2', q: 'ada', page: 3 });
  });

  it('turns a query into the request body', () => {
    const group = '00000000-0000-4000-8000-000000000001';
    expect(
      listBody({ ...DEFAULT_QUERY, group, q: 'ada', page: 2, sort: 'email', dir: 'asc' }),
    ).toEqual({
      userStatus: 'all',
      userType: 'all',
      onlyActiveUsers: false,
      groups: [group],
      searchString: 'ada',
      searchStringFields: ['email', 'firstName', 'lastName', 'name'],
      sortField: 'email',
      sortDirection: 'asc',
      offset: 10,
      limit: 10,
    });
  });
});
