/**
 * English strings of live charger status from the networks (issue 33; docs/ocpi.md): the cards'
 * and the station page's live line, each EVSE's state, the trip plan's note and the nearby
 * screen's filter. Their own area, loaded with the station cards.
 */
export const liveStatusEn = {
  live: {
    /** 'Live: 2 of 3 free': heard from the network in the last 30 minutes. */
    line: 'Live: {{free}} of {{total}} free',
    /** Older than 30 minutes: what the network last said, no more. */
    lastKnown: 'Last known: {{free}} of {{total}} free',
    updated: 'updated {{ago}}',
    from: 'from {{networks}}',
    inUse_one: '{{count}} in use',
    inUse_other: '{{count}} in use',
    outOfOrder_one: '{{count}} out of order',
    outOfOrder_other: '{{count}} out of order',
    unknown_one: '{{count}} not known',
    unknown_other: '{{count}} not known',
    /** Each charging point's state, as its symbol's label says it. */
    state: {
      free: 'Free',
      in_use: 'In use',
      out_of_order: 'Out of order',
      unknown: 'Status not known',
    },
    points: 'Charging points',
    heading: 'Live status',
    checkInsHeading: 'Drivers’ check-ins',
    none: 'No charging network shares a live status for this station.',
    /** A stop of a plan whose every charging point the network says is out of order. */
    planNote:
      'Every charging point here is reported out of order. The plan stops here only because there is no other way through.',
    availableNow: 'Available now',
    noneAvailable:
      'No station near here is known to be free right now. Live status comes only from networks that share it.',
    source: 'Live status from {{network}}',
  },
} as const;
