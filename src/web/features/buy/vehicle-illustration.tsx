import { memo } from 'react';
import type { VehicleType } from '../../../domain/catalogue/catalogue-entry.ts';

/**
 * Our own neutral drawing per body type, used for every entry: the data has no licensed photos
 * and we never hot-link a third party's image. Decorative (the card's title names the vehicle).
 */
type Shape = 'suv' | 'sedan' | 'hatchback' | 'sports' | 'mpv' | 'motorbike' | 'sportsbike' | 'cruiser' | 'scooter';

/** Car bodies: the outline from the front bumper over the roof to the rear, wheels at x=42 and x=118. */
const carBodies: Record<'suv' | 'sedan' | 'hatchback' | 'sports' | 'mpv', string> = {
  suv: 'M14 66 L14 50 Q16 44 26 42 L44 40 L56 22 Q58 20 62 20 L118 20 Q124 20 128 26 L140 42 Q148 44 148 52 L148 66 Z',
  mpv: 'M14 66 L14 48 Q16 42 26 40 L40 38 L52 20 Q54 18 58 18 L128 18 Q136 18 140 26 L146 44 Q148 48 148 54 L148 66 Z',
  sedan: 'M10 66 L10 54 Q12 48 24 46 L46 42 L62 28 Q65 26 70 26 L106 26 Q112 26 116 30 L128 42 L144 46 Q150 48 150 56 L150 66 Z',
  hatchback: 'M16 66 L16 52 Q18 46 28 44 L48 40 L62 26 Q64 24 68 24 L112 24 Q118 24 122 30 L134 46 Q144 48 144 56 L144 66 Z',
  sports: 'M8 66 L8 58 Q10 52 24 50 L54 44 L72 34 Q76 32 82 32 L104 32 Q110 32 116 36 L132 46 L146 50 Q152 52 152 60 L152 66 Z',
};

function Wheels({ left, right, r }: { left: number; right: number; r: number }) {
  return (
    <g className="vehicle-art__wheel">
      <circle cx={left} cy={66} r={r} />
      <circle cx={right} cy={66} r={r} />
      <circle cx={left} cy={66} r={r / 2.6} className="vehicle-art__hub" />
      <circle cx={right} cy={66} r={r / 2.6} className="vehicle-art__hub" />
    </g>
  );
}

function Car({ body }: { body: keyof typeof carBodies }) {
  const low = body === 'sports' || body === 'sedan';
  return (
    <>
      <path d={carBodies[body]} className="vehicle-art__body" />
      {/* Windows: a band under the roof line. */}
      <path d={low ? 'M66 31 L104 31 Q108 31 112 34 L120 42 L58 42 Z' : 'M60 26 L116 26 Q120 26 123 30 L132 42 L52 42 Z'} className="vehicle-art__glass" />
      <path d="M86 27 L86 42" className="vehicle-art__line" />
      <path d="M140 52 L148 52" className="vehicle-art__lamp" />
      <Wheels left={42} right={118} r={12} />
    </>
  );
}

function Motorbike({ style }: { style: 'motorbike' | 'sportsbike' | 'cruiser' }) {
  return (
    <>
      <path d="M36 66 L62 44 L98 44 L124 66" className="vehicle-art__frame" />
      <path d="M104 30 L124 66" className="vehicle-art__frame" />
      <path d="M98 30 L112 26" className="vehicle-art__frame" />
      {style === 'sportsbike' ? (
        <path d="M58 46 Q62 30 78 30 L104 28 Q116 30 120 44 L100 50 L66 50 Z" className="vehicle-art__body" />
      ) : (
        <path d="M62 40 Q66 32 80 32 L98 32 Q104 34 102 44 L68 46 Z" className="vehicle-art__body" />
      )}
      <path d={style === 'cruiser' ? 'M40 40 L64 38 L66 44 L42 46 Z' : 'M44 38 L70 36 L72 42 L46 44 Z'} className="vehicle-art__seat" />
      <rect x="70" y="48" width="22" height="12" rx="3" className="vehicle-art__battery" />
      <Wheels left={36} right={124} r={style === 'cruiser' ? 16 : 15} />
    </>
  );
}

function Scooter() {
  return (
    <>
      <path d="M40 66 Q36 50 50 46 L90 46 Q96 46 98 40 L106 20 L114 20 L112 30 Q130 40 126 66 Z" className="vehicle-art__body" />
      <path d="M46 44 L86 42 L86 36 Q66 34 48 38 Z" className="vehicle-art__seat" />
      <path d="M102 18 L120 16" className="vehicle-art__frame" />
      <path d="M60 58 L104 58" className="vehicle-art__line" />
      <Wheels left={44} right={122} r={11} />
    </>
  );
}

export function shapeFor(type: VehicleType, bodyType: string | null): Shape {
  const body = (bodyType ?? '').toLowerCase();
  if (type === 'scooter') return 'scooter';
  if (type === 'bike') return body === 'sports' ? 'sportsbike' : body === 'cruiser' ? 'cruiser' : 'motorbike';
  if (body === 'sedan' || body === 'hatchback' || body === 'sports' || body === 'mpv') return body;
  if (body === 'coupe') return 'sports';
  return 'suv';
}

export const VehicleIllustration = memo(function VehicleIllustration({ type, bodyType, className = '' }: { type: VehicleType; bodyType: string | null; className?: string }) {
  const shape = shapeFor(type, bodyType);
  return (
    <svg className={`vehicle-art vehicle-art--${shape} ${className}`} viewBox="0 0 160 84" aria-hidden="true" focusable="false" data-shape={shape}>
      <ellipse cx="80" cy="79" rx="70" ry="4" className="vehicle-art__shadow" />
      {shape === 'scooter' ? <Scooter /> : shape === 'motorbike' || shape === 'sportsbike' || shape === 'cruiser' ? <Motorbike style={shape} /> : <Car body={shape} />}
    </svg>
  );
});
