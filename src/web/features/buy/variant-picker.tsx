import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { CatalogueEntry, OtherVariant, VehicleType } from '../../../domain/catalogue/catalogue-entry.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { LoadError } from './load-error.tsx';
import { Loader } from '../../components/ui/loader.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { getOtherVariants } from './api/get-other-variants.ts';
import { vehicleDetailPath } from './buy-paths.ts';

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; variants: OtherVariant[] };

/** 'View Details' opens this: the variants of the card's make and model, each a link to its detail page. */
export function VariantPicker({
  type,
  entry,
  onClose,
}: {
  type: VehicleType;
  entry: CatalogueEntry;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    void getOtherVariants(type, entry.make, entry.model).then((result) => {
      if (!live) return;
      setState(result.success && result.data ? { status: 'ready', variants: result.data } : { status: 'error' });
    });
    return () => {
      live = false;
    };
  }, [type, entry.make, entry.model, attempt]);

  return (
    <Dialog open title={t('buy.variantTitle')} onClose={onClose} className="dialog--sheet variant-picker">
      <button type="button" className="icon-button dialog__close" onClick={onClose} aria-label={t('common.close')}>
        <CloseIcon />
      </button>
      <p className="variant-picker__model">{`${entry.make} ${entry.model}`}</p>
      {state.status === 'loading' ? <Loader label={t('buy.variantsLoading')} /> : null}
      {state.status === 'error' ? (
        <LoadError text={t('buy.variantsFailed')} onRetry={() => setAttempt((n) => n + 1)} />
      ) : null}
      {state.status === 'ready' ? (
        <ul className="variant-picker__list">
          {state.variants.map((variant) => (
            <li key={variant.product_id}>
              <Link className="variant-picker__item" to={vehicleDetailPath(type, variant.product_id)}>
                <span className="variant-picker__trim">{variant.trim || variant.model_org_name}</span>
                <span className="variant-picker__model-name">{variant.model_org_name}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </Dialog>
  );
}
