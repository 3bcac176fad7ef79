/** Our own drawing of a wall charger (decorative): the mini one is smaller and rounder. */
export function ChargerIllustration({ variant }: { variant: 'three' | 'mini' }) {
  const mini = variant === 'mini';
  return (
    <svg className="earn-illustration" viewBox="0 0 160 100" aria-hidden="true" focusable="false">
      <rect x="0" y="0" width="160" height="100" rx="12" fill="#e3f1f7" />
      <rect
        x={mini ? 52 : 46}
        y={mini ? 22 : 14}
        width={mini ? 44 : 52}
        height={mini ? 52 : 66}
        rx={mini ? 14 : 8}
        fill="#115173"
      />
      <rect x={mini ? 60 : 55} y={mini ? 32 : 24} width={mini ? 28 : 34} height="14" rx="3" fill="#9fd8ef" />
      <circle cx={mini ? 74 : 72} cy={mini ? 60 : 60} r="7" fill="#fff" />
      <circle cx={mini ? 71.5 : 69.5} cy={mini ? 59 : 59} r="1.5" fill="#115173" />
      <circle cx={mini ? 76.5 : 74.5} cy={mini ? 59 : 59} r="1.5" fill="#115173" />
      <circle cx={mini ? 74 : 72} cy={mini ? 63 : 63} r="1.5" fill="#115173" />
      <path
        d={mini ? 'M96 56 C120 56 118 84 138 84' : 'M98 60 C122 60 120 86 140 86'}
        stroke="#1f7a45"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M30 40 l-8 14 h8 l-6 14 14-18 h-8 l6-10z" fill="#f5a623" />
    </svg>
  );
}
