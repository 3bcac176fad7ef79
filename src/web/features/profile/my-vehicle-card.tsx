import { useEffect, useState } from 'react';
import { tripsEn } from '../../../domain/i18n/areas/trips.en.ts';
import { RadioChips } from '../../components/ui/radio-chips.tsx';
import { VehicleSearch } from '../../components/vehicle-search.tsx';
import { registerStrings, useTranslation } from '../../lib/i18n.ts';
import type { PlannerVehicle } from '../../../domain/trips/plan-answer.ts';
import type { VehicleKind } from '../../../domain/trips/vehicle-profile.ts';
import { myVehicle } from '../../lib/planner-vehicles.ts';
import { saveMyVehicle } from './api/save-my-vehicle.ts';

registerStrings(tripsEn, 'trips');

const KINDS: readonly VehicleKind[] = ['car', 'bike', 'scooter'];

type Load = { kind: 'loading' } | { kind: 'ready'; vehicle: PlannerVehicle | null };
type Save = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * The profile's vehicle for trips (issue 16): one from the catalogue, kept on the server so Plan a
 * Trip starts with it on any phone. Picking saves at once; Remove forgets it.
 */
export function MyVehicleCard() {
  const { t } = useTranslation();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [kind, setKind] = useState<VehicleKind>('car');
  const [changing, setChanging] = useState(false);
  const [save, setSave] = useState<Save>('idle');

  useEffect(() => {
    let live = true;
    void myVehicle().then((vehicle) => {
      if (!live) return;
      setLoad({ kind: 'ready', vehicle });
      if (vehicle) setKind(vehicle.kind);
    });
    return () => {
      live = false;
    };
  }, []);

  const keep = async (vehicle: PlannerVehicle | null) => {
    setSave('saving');
    const result = await saveMyVehicle(vehicle?.id ?? null);
    if (!result.success) return setSave('failed');
    setLoad({ kind: 'ready', vehicle: result.data?.vehicle ?? null });
    setChanging(false);
    setSave('saved');
  };

  const current = load.kind === 'ready' ? load.vehicle : null;
  return (
    <section className="card my-vehicle" aria-labelledby="my-vehicle-heading">
      <h2 id="my-vehicle-heading" className="my-vehicle__heading">
        {t('plan.mine.heading')}
      </h2>
      <p className="form__note">{t('plan.mine.intro')}</p>
      {load.kind === 'loading' ? <p role="status">{t('plan.mine.loading')}</p> : null}
      {load.kind === 'ready' && current && !changing ? (
        <div className="my-vehicle__chosen">
          <p>
            <strong>{current.title}</strong>
            <br />
            <span className="form__note">{t('plan.aboutRange', { km: current.range_km })}</span>
          </p>
          <div className="my-vehicle__buttons">
            <button type="button" className="button button--ghost" onClick={() => setChanging(true)}>
              {t('plan.change')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={save === 'saving'}
              onClick={() => void keep(null)}
            >
              {t('plan.mine.remove')}
            </button>
          </div>
        </div>
      ) : null}
      {load.kind === 'ready' && (!current || changing) ? (
        <>
          {!current ? <p>{t('plan.mine.none')}</p> : null}
          <RadioChips
            label={t('plan.ownKind')}
            options={KINDS}
            value={kind}
            onChange={setKind}
            textOf={(k) => t(`plan.kinds.${k}`)}
          />
          <VehicleSearch
            key={kind}
            kind={kind}
            vehicle={null}
            onPick={(vehicle) => vehicle && void keep(vehicle)}
            invalid={false}
          />
        </>
      ) : null}
      <p className={save === 'failed' ? 'form-error' : 'form-success'} role="status">
        {save === 'saving'
          ? t('plan.mine.saving')
          : save === 'saved'
            ? t('plan.mine.saved')
            : save === 'failed'
              ? t('plan.mine.failed')
              : ''}
      </p>
    </section>
  );
}
