import { useSearchParams } from 'react-router';

/** ?page= of a list, at least 1; changing it keeps the other parameters (lang), so Back works too. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const setPage = (next: number) =>
    setParams((prev) => {
      const copy = new URLSearchParams(prev);
      copy.set('page', String(next));
      return copy;
    });
  return [page, setPage];
}
