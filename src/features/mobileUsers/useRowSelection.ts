import { useCallback, useMemo, useState } from 'react';

interface Selection {
  /** The list the ids were picked from; another list starts with nothing picked. */
  key: string;
  ids: readonly string[];
}

/** Rows picked on the page shown; `rowIds` are that page's ids. */
export function useRowSelection(listKey: string, rowIds: readonly string[]) {
  const [selection, setSelection] = useState<Selection>({ key: listKey, ids: [] });
  const selected = useMemo(
    () => (selection.key === listKey ? selection.ids.filter((id) => rowIds.includes(id)) : []),
    [selection, listKey, rowIds],
  );

  const toggle = useCallback(
    (id: string) =>
      setSelection((current) => {
        const ids = current.key === listKey ? current.ids : [];
        return {
          key: listKey,
          ids: ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id],
        };
      }),
    [listKey],
  );

  const allSelected = rowIds.length > 0 && selected.length === rowIds.length;
  const toggleAll = useCallback(
    () => setSelection({ key: listKey, ids: allSelected ? [] : [...rowIds] }),
    [listKey, rowIds, allSelected],
  );
  const clear = useCallback(() => setSelection({ key: listKey, ids: [] }), [listKey]);

  return { selected, allSelected, toggle, toggleAll, clear };
}
