import type { ReactNode } from 'react';

/**
 * Our own simple illustrations for the insight slides: a tinted panel with one drawn motif.
 * Decorative (the slide's title and text carry the meaning), so hidden from screen readers.
 */
const ink = '#115173';
const accent = '#f5a623';
const green = '#1f7a45';
const line = { fill: 'none', stroke: ink, strokeWidth: 4, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

const motifs = {
  rupee: (
    <>
      <circle cx="80" cy="50" r="30" fill={accent} />
      <path d="M68 36h24M68 46h24M74 36c14 0 14 20 0 20h-4l20 18" {...line} stroke="#fff" />
    </>
  ),
  document: (
    <>
      <path d="M58 18h34l12 12v52H58z" fill="#fff" stroke={ink} strokeWidth="4" strokeLinejoin="round" />
      <path d="M66 44h28M66 54h28M66 64h18" {...line} />
      <circle cx="100" cy="76" r="10" fill={green} />
    </>
  ),
  leaf: <path d="M50 78C50 40 80 22 112 22c0 34-18 58-54 58M58 72l30-30" {...line} stroke={green} fill="#cfe9d8" />,
  car: (
    <>
      <path d="M36 66V54l10-16h56l12 16v12z" fill={ink} />
      <path d="M52 42h46l8 12H44z" fill="#9fd8ef" />
      <circle cx="54" cy="68" r="8" fill="#263238" />
      <circle cx="98" cy="68" r="8" fill="#263238" />
      <path d="M116 30l-6 10h6l-4 10" {...line} stroke={accent} />
    </>
  ),
  battery: (
    <>
      <rect x="46" y="30" width="62" height="40" rx="6" fill="#fff" stroke={ink} strokeWidth="4" />
      <rect x="108" y="42" width="8" height="16" rx="2" fill={ink} />
      <rect x="52" y="36" width="34" height="28" rx="3" fill={green} />
    </>
  ),
  sun: (
    <>
      <circle cx="80" cy="50" r="16" fill={accent} />
      <path d="M80 18v8M80 74v8M48 50h8M104 50h8M58 28l6 6M96 66l6 6M58 72l6-6M96 34l6-6" {...line} stroke={accent} />
    </>
  ),
  charger: (
    <>
      <rect x="56" y="18" width="36" height="60" rx="6" fill={ink} />
      <rect x="62" y="26" width="24" height="12" rx="2" fill="#9fd8ef" />
      <path d="M92 56c18 0 16 26 30 26" {...line} stroke={green} />
      <path d="M74 46l-6 10h6l-4 10" {...line} stroke={accent} />
    </>
  ),
  plug: (
    <>
      <rect x="62" y="34" width="36" height="30" rx="6" fill={ink} />
      <path d="M70 34V20M90 34V20M80 64v18" {...line} />
    </>
  ),
  calendar: (
    <>
      <rect x="50" y="24" width="60" height="54" rx="6" fill="#fff" stroke={ink} strokeWidth="4" />
      <path d="M50 40h60M64 18v12M96 18v12" {...line} />
      <rect x="62" y="50" width="12" height="10" fill={green} />
    </>
  ),
  brake: (
    <>
      <circle cx="80" cy="50" r="28" fill="#cfd8dc" stroke={ink} strokeWidth="4" />
      <circle cx="80" cy="50" r="8" fill={ink} />
      <path d="M100 26a32 32 0 0 1 0 48" {...line} stroke={accent} strokeWidth="8" />
    </>
  ),
  disc: (
    <>
      <circle cx="80" cy="50" r="30" fill="#eceff1" stroke={ink} strokeWidth="4" />
      {/* Rounded: the last digit of sin/cos differs between the build's Node and a browser, and the prerendered screen must match. */}
      {[0, 60, 120, 180, 240, 300].map((a) => (
        <circle
          key={a}
          cx={(80 + 18 * Math.cos((a * Math.PI) / 180)).toFixed(2)}
          cy={(50 + 18 * Math.sin((a * Math.PI) / 180)).toFixed(2)}
          r="3"
          fill={ink}
        />
      ))}
      <circle cx="80" cy="50" r="7" fill={ink} />
    </>
  ),
  drop: (
    <path d="M80 18C70 36 62 46 62 58a18 18 0 0 0 36 0c0-12-8-22-18-40z" fill="#c79a2e" stroke={ink} strokeWidth="4" />
  ),
  rain: (
    <>
      <path
        d="M52 48a16 16 0 0 1 30-12 14 14 0 0 1 26 10H52z"
        fill="#fff"
        stroke={ink}
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path d="M60 60l-4 10M76 60l-4 10M92 60l-4 10" {...line} stroke="#1e88e5" />
    </>
  ),
  warning: (
    <>
      <path d="M80 18l34 60H46z" fill={accent} stroke={ink} strokeWidth="4" strokeLinejoin="round" />
      <path d="M80 40v18M80 68v1" {...line} />
    </>
  ),
  gauge: (
    <>
      <path d="M48 66a32 32 0 1 1 64 0" {...line} strokeWidth="6" />
      <path d="M80 66l14-20" {...line} stroke={accent} />
      <circle cx="80" cy="66" r="5" fill={ink} />
    </>
  ),
  tyre: (
    <>
      <circle cx="80" cy="50" r="32" fill="#263238" />
      <circle cx="80" cy="50" r="16" fill="#b0bec5" />
      <path d="M80 18v8M80 74v8M48 50h8M104 50h8" {...line} stroke="#546e7a" />
    </>
  ),
  rotate: (
    <>
      <path d="M56 40a26 26 0 0 1 46-8M104 60a26 26 0 0 1-46 8" {...line} />
      <path d="M102 20v12H90M58 80V68h12" {...line} />
    </>
  ),
  ruler: (
    <>
      <rect x="40" y="38" width="80" height="24" rx="3" fill={accent} />
      <path d="M50 38v10M60 38v6M70 38v10M80 38v6M90 38v10M100 38v6M110 38v10" {...line} strokeWidth="2" />
    </>
  ),
  check: (
    <>
      <circle cx="80" cy="50" r="30" fill={green} />
      <path d="M66 50l10 10 18-20" {...line} stroke="#fff" />
    </>
  ),
  bus: (
    <>
      <rect x="38" y="26" width="84" height="42" rx="8" fill={green} />
      <rect x="46" y="32" width="68" height="16" rx="3" fill="#9fd8ef" />
      <circle cx="56" cy="70" r="7" fill="#263238" />
      <circle cx="104" cy="70" r="7" fill="#263238" />
    </>
  ),
  scooter: (
    <>
      <circle cx="54" cy="68" r="10" fill="#263238" />
      <circle cx="108" cy="68" r="10" fill="#263238" />
      <path d="M54 68h30l10-30h12M66 56h28" {...line} strokeWidth="6" />
      <path d="M100 38l8-12" {...line} />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type ArtName = keyof typeof motifs;
export const ART_NAMES = Object.keys(motifs) as ArtName[];

export function InsightArt({ name }: { name: ArtName }) {
  return (
    <svg className="insight-art" viewBox="0 0 160 100" aria-hidden="true" focusable="false">
      <rect width="160" height="100" rx="12" fill="#e3f1f7" />
      {motifs[name] ?? motifs.document}
    </svg>
  );
}
