import { useCallback, useEffect, useState } from 'react';
import type { CatalogueEntry, VehicleType } from '../../../domain/catalogue/catalogue-entry.ts';
import { loadProducts, productsOfPage } from './catalogue-lists.ts';

export type CatalogueState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; entries: CatalogueEntry[] };

/** One type's list with loading and error states; `retry` asks again after a failure. */
export function useCatalogue(type: VehicleType): { state: CatalogueState; retry: () => void } {
  // The page may have come with the list (the prerendered finder): then the first render shows it.
  const [state, setState] = useState<CatalogueState>(() => {
    const ofPage = productsOfPage(type);
    return ofPage ? { status: 'ready', entries: ofPage } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const ofPage = productsOfPage(type);
    if (ofPage) {
      setState((current) =>
        current.status === 'ready' && current.entries === ofPage ? current : { status: 'ready', entries: ofPage },
      );
      return undefined;
    }
    let live = true;
    setState({ status: 'loading' });
    loadProducts(type).then(
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
