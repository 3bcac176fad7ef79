import { memo, type ReactNode } from 'react';
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
  sedan:
    'M10 66 L10 54 Q12 48 24 46 L46 42 L62 28 Q65 26 70 26 L106 26 Q112 26 116 30 L128 42 L144 46 Q150 48 150 56 L150 66 Z',
  hatchback:
    'M16 66 L16 52 Q18 46 28 44 L48 40 L62 26 Q64 24 68 24 L112 24 Q118 24 122 30 L134 46 Q144 48 144 56 L144 66 Z',
  sports:
    'M8 66 L8 58 Q10 52 24 50 L54 44 L72 34 Q76 32 82 32 L104 32 Q110 32 116 36 L132 46 L146 50 Q152 52 152 60 L152 66 Z',
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

/** Side windows inside each roof line, and the x of the pillar between front and rear windows. */
const carWindows: Record<keyof typeof carBodies, { glass: string; pillar: number; top: number; bottom: number }> = {
  suv: { glass: 'M58 25 L117 25 Q121 25 124 30 L132 40 L50 40 Z', pillar: 88, top: 25, bottom: 40 },
  mpv: { glass: 'M55 23 L126 23 Q133 23 136 29 L140 38 L46 38 Z', pillar: 92, top: 23, bottom: 38 },
  sedan: { glass: 'M68 30 L105 30 Q110 30 113 33 L122 42 L54 42 Z', pillar: 88, top: 30, bottom: 42 },
  hatchback: { glass: 'M66 28 L111 28 Q116 28 119 32 L125 40 L54 40 Z', pillar: 90, top: 28, bottom: 40 },
  sports: { glass: 'M80 36 L103 36 Q108 36 112 39 L120 44 L66 44 Z', pillar: 92, top: 36, bottom: 44 },
};

function Car({ body }: { body: keyof typeof carBodies }) {
  const window = carWindows[body];
  // Drawn facing left, mirrored so every vehicle faces the same way (right) on screen.
  return (
    <g transform="matrix(-1 0 0 1 160 0)">
      <path d={carBodies[body]} className="vehicle-art__body" />
      <path d={window.glass} className="vehicle-art__glass" />
      <path d={`M${window.pillar} ${window.top} L${window.pillar} ${window.bottom}`} className="vehicle-art__line" />
      <path d="M140 54 L147 54" className="vehicle-art__lamp" />
      <Wheels left={42} right={118} r={12} />
    </g>
  );
}

function Motorbike({ style }: { style: 'motorbike' | 'sportsbike' | 'cruiser' }) {
  const cruiser = style === 'cruiser';
  return (
    <>
      {/* Swingarm to the rear wheel, fork to the front wheel, handlebar. */}
      <path d="M36 66 L70 58" className="vehicle-art__frame" />
      <path d="M104 25 L124 66" className="vehicle-art__frame" />
      <path d="M96 46 L112 34" className="vehicle-art__frame" />
      <path d="M96 26 L110 23" className="vehicle-art__frame" />
      <rect x="62" y="44" width="36" height="16" rx="4" className="vehicle-art__battery" />
      {style === 'sportsbike' ? (
        <path d="M58 46 Q62 32 80 30 L104 28 Q118 30 122 46 L102 52 L64 52 Z" className="vehicle-art__body" />
      ) : (
        <path d="M60 45 Q64 34 80 34 L100 34 Q109 36 107 45 Z" className="vehicle-art__body" />
      )}
      <path
        d={cruiser ? 'M28 48 L64 45 L64 50 L30 52 Z' : 'M34 41 L64 40 L64 45 L36 46 Z'}
        className="vehicle-art__seat"
      />
      <Wheels left={36} right={124} r={cruiser ? 16 : 15} />
    </>
  );
}

function Scooter() {
  return (
    <>
      <path
        d="M40 66 Q36 50 50 46 L90 46 Q96 46 98 40 L106 20 L114 20 L112 30 Q130 40 126 66 Z"
        className="vehicle-art__body"
      />
      <path d="M48 46 L88 46 L88 39 Q68 35 50 39 Z" className="vehicle-art__seat" />
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

/** The drawing's content (shadow and vehicle), shared by the inline drawing and the list's symbols. */
function ShapeArt({ shape }: { shape: Shape }) {
  return (
    <>
      <ellipse cx="80" cy="79" rx="70" ry="4" className="vehicle-art__shadow" />
      {shape === 'scooter' ? (
        <Scooter />
      ) : shape === 'motorbike' || shape === 'sportsbike' || shape === 'cruiser' ? (
        <Motorbike style={shape} />
      ) : (
        <Car body={shape} />
      )}
    </>
  );
}

const VIEW_BOX = '0 0 160 84';
const shapesByType: Record<VehicleType, readonly Shape[]> = {
  car: ['suv', 'sedan', 'hatchback', 'sports', 'mpv'],
  bike: ['motorbike', 'sportsbike', 'cruiser'],
  scooter: ['scooter'],
};
const symbolId = (shape: Shape) => `vehicle-art-${shape}`;

type ArtProps = { type: VehicleType; bodyType: string | null; className?: string };

/** The outer <svg> of one drawing: decorative, sized by the caller's class. */
function ArtFrame({ shape, className = '', children }: { shape: Shape; className?: string; children: ReactNode }) {
  return (
    <svg
      className={`vehicle-art vehicle-art--${shape} ${className}`}
      viewBox={VIEW_BOX}
      aria-hidden="true"
      focusable="false"
      data-shape={shape}
    >
      {children}
    </svg>
  );
}

export const VehicleIllustration = memo(function VehicleIllustration({ type, bodyType, className }: ArtProps) {
  const shape = shapeFor(type, bodyType);
  return (
    <ArtFrame shape={shape} className={className}>
      <ShapeArt shape={shape} />
    </ArtFrame>
  );
});

/**
 * Each drawing of a type once, as a <symbol>, for the long list: a card then holds one <use>
 * instead of a dozen SVG elements, which keeps the list's DOM and its first render small.
 */
export const VehicleArtSymbols = memo(function VehicleArtSymbols({ type }: { type: VehicleType }) {
  return (
    <svg className="vehicle-art-symbols" aria-hidden="true" focusable="false">
      {shapesByType[type].map((shape) => (
        <symbol key={shape} id={symbolId(shape)} viewBox={VIEW_BOX}>
          <ShapeArt shape={shape} />
        </symbol>
      ))}
    </svg>
  );
});

/** A drawing by reference to its symbol in VehicleArtSymbols (which must be on the page). */
export const VehicleArtUse = memo(function VehicleArtUse({ type, bodyType, className }: ArtProps) {
  const shape = shapeFor(type, bodyType);
  return (
    <ArtFrame shape={shape} className={className}>
      <use href={`#${symbolId(shape)}`} />
    </ArtFrame>
  );
});
