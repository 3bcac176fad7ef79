import type { SVGProps } from 'react';

/** Small inline icons (no icon font, no extra request). Decorative unless given a title. */
type IconProps = SVGProps<SVGSVGElement>;

const base = (props: IconProps) => ({
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
  ...props,
});

export const MenuIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M3 6h18M3 12h18M3 18h18" />
  </svg>
);
export const BackIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M15 18l-6-6 6-6" />
  </svg>
);
export const CloseIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M18 6L6 18M6 6l12 12" />
  </svg>
);
export const UserIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
  </svg>
);
export const PencilIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M4 20h4L19 9l-4-4L4 16v4z" />
  </svg>
);
export const PlugIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M9 2v6M15 2v6M6 8h12v4a6 6 0 01-12 0V8zM12 18v4" />
  </svg>
);
export const RouteIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <circle cx="6" cy="19" r="2" />
    <circle cx="18" cy="5" r="2" />
    <path d="M8 19h8a3 3 0 000-6H8a3 3 0 010-6h8" />
  </svg>
);
export const ChargerIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <rect x="4" y="3" width="10" height="18" rx="2" />
    <path d="M14 8h2a2 2 0 012 2v6a2 2 0 004 0V9l-3-3M9 7l-2 4h4l-2 4" />
  </svg>
);
export const RupeeIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M6 4h12M6 9h12M6 4c6 0 8 1.5 8 5s-3 5-8 5l8 7" />
  </svg>
);
export const CarIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M3 13l2-5a2 2 0 012-1h10a2 2 0 012 1l2 5v5h-3M3 13v5h3M3 13h18" />
    <circle cx="7.5" cy="17.5" r="1.5" />
    <circle cx="16.5" cy="17.5" r="1.5" />
  </svg>
);
export const CalculatorIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <rect x="5" y="2" width="14" height="20" rx="2" />
    <path d="M8 6h8M8 11h.01M12 11h.01M16 11h.01M8 15h.01M12 15h.01M16 15h.01M8 19h8" />
  </svg>
);
export const DocumentIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M6 2h9l5 5v15H6z" />
    <path d="M14 2v6h6M9 13h6M9 17h6" />
  </svg>
);
export const ReceiptIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M5 2h14v20l-3-2-2 2-2-2-2 2-2-2-3 2z" />
    <path d="M9 7h6M9 11h6M9 15h4" />
  </svg>
);
export const LeafIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M5 21c0-9 5-15 15-16-1 10-7 15-15 16zM5 21l7-7" />
  </svg>
);
export const ChevronIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M9 6l6 6-6 6" />
  </svg>
);
export const CheckIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M5 12l5 5L20 7" />
  </svg>
);
