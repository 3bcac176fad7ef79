import { useCallback, useEffect, useState } from 'react';
import type { CatalogueEntry, VehicleType } from '../../../domain/catalogue/catalogue-entry.ts';
import { getProducts } from './catalogue-api.ts';

export type CatalogueState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; entries: CatalogueEntry[] };

/** One type's list with loading and error states; `retry` asks again after a failure. */
export function useCatalogue(type: VehicleType): { state: CatalogueState; retry: () => void } {
  const [state, setState] = useState<CatalogueState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    getProducts(type).then(
      (entries) => {
        if (live) setState({ status: 'ready', entries });
      },
      () => {
        if (live) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [type, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
