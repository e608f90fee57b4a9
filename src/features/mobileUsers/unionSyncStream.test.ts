import { describe, expect, it } from 'vitest';
import { completeLines, syncOutcome, UnionSyncStreamError } from './unionSyncStream';

const result = { created: 1, updated: 0, suspended: 0, activated: 0, unchanged: 2 };

describe('the union sync stream', () => {
  it('reads complete lines only, leaving a half-written one for the next read', () => {
    const text = '{"progress":{"done":0,"total":3}}\n{"progress":{"do';
    const first = completeLines(text, 0);
    expect(first.lines).toEqual(['{"progress":{"done":0,"total":3}}']);
    expect(completeLines(text, first.next)).toEqual({ lines: [], next: first.next });
    const more = `${text}ne":3,"total":3}}\n`;
    expect(completeLines(more, first.next).lines).toEqual(['{"progress":{"done":3,"total":3}}']);
  });

  it('answers the result line, or throws the error line', () => {
    const progress = '{"progress":{"done":3,"total":3}}\n';
    expect(syncOutcome(`${progress}${JSON.stringify({ result })}\n`)).toEqual(result);
    const failed = `${progress}{"error":{"code":"error_retrieving_data","message":"Error retrieving data."}}\n`;
    expect(() => syncOutcome(failed)).toThrow(UnionSyncStreamError);
    expect(() => syncOutcome(progress)).toThrow('The sync stopped before it finished.');
  });
});
