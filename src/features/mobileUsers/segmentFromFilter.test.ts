import { describe, expect, it } from 'vitest';
import { DEFAULT_QUERY } from './listQuery';
import { ruleFromFilter } from './segmentFromFilter';

describe('ruleFromFilter', () => {
  it('turns status, registration, platform and group into conditions all of which must hold', () => {
    const { rule, leftOut } = ruleFromFilter({
      ...DEFAULT_QUERY,
      status: 'active',
      type: 'registered',
      platform: 'android',
      group: 'g1',
    });
    expect(rule).toEqual({
      match: 'all',
      conditions: [
        { field: 'status', values: ['active'] },
        { field: 'registration', values: ['registered'] },
        { field: 'platform', values: ['android'] },
        { field: 'group', values: ['g1'] },
      ],
    });
    expect(leftOut).toEqual([]);
  });

  it('leaves out a search, a version and a chosen segment, and says so', () => {
    const { rule, leftOut } = ruleFromFilter({
      ...DEFAULT_QUERY,
      type: 'v2',
      q: ' smith ',
      segment: '00000000-0000-4000-8000-000000000001',
    });
    expect(rule.conditions).toEqual([]);
    expect(leftOut).toEqual([
      'the app version (v2)',
      'the segment chosen in the filter',
      'the search “smith”',
    ]);
  });
});
