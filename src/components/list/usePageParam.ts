import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The page number in `?page=` (1 when missing or not a positive number), and a setter. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = Number.parseInt(params.get('page') ?? '', 10);
  const page = Number.isFinite(parsed) && parsed > 0 ? parsed : 1;
  const goTo = useCallback(
    (next: number) =>
      setParams((current) => {
        const merged = new URLSearchParams(current);
        if (next > 1) merged.set('page', String(next));
        else merged.delete('page');
        return merged;
      }),
    [setParams],
  );
  return [page, goTo];
}
