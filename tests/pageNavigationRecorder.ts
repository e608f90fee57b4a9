import { replacePageNavigation } from '../src/lib/pageNavigation';

export interface PageNavigationRecord {
  assigned: string[];
  reloads: number;
}

/** Records full page loads (jsdom cannot navigate); call the returned restore after the test. */
export function recordPageNavigation(): { record: PageNavigationRecord; restore: () => void } {
  const record: PageNavigationRecord = { assigned: [], reloads: 0 };
  const restore = replacePageNavigation({
    assign: (url) => {
      record.assigned.push(url);
    },
    reload: () => {
      record.reloads += 1;
    },
  });
  return { record, restore };
}
