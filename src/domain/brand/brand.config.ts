/**
 * The white-label brand. Another insurer re-brands the app by editing this one file:
 * the header, drawer, splash, footer, page metadata and SMS text all read it.
 * The names below are this deployment's brand; nothing else in the code names an insurer.
 */
export const brand = {
  appName: 'EV India',
  insurerName: 'Suraksha General Insurance',
  insurerShortName: 'Suraksha',
  poweredBy: 'VahanBazaar',
  headerColour: '#115173',
  accentColour: '#e53935',
  /** Shown in the SMS that carries the one-time code. */
  smsSender: 'EVINDA',
} as const;

export type Brand = typeof brand;
