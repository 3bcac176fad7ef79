/**
 * English strings of check-ins, problem reports, station pages and favourites (issue 17), and the
 * server's messages for them. The server's `translate` reads every area; the screens register
 * these when they load.
 */
export const checkinsEn = {
  checkins: {
    anonymous: 'A driver',
    /** The station page (/station/:placeId). */
    page: {
      title: 'Charging station',
      loading: 'Loading the station',
      operator: 'Operator: {{operator}}',
      connectors: 'Connectors and power',
      rating: 'Rating: {{rating}}',
      ratingBasis_one: 'from {{count}} check-in in 90 days',
      ratingBasis_other: 'from {{count}} check-ins in 90 days',
      medianPrice_one: 'Median price paid: ₹{{price}}/kWh · from {{count}} check-in in {{days}} days',
      medianPrice_other: 'Median price paid: ₹{{price}}/kWh · from {{count}} check-ins in {{days}} days',
      noPrice: 'No prices reported yet',
      maps: 'Open in Google Maps',
      directions: 'Directions',
      save: 'Save',
      saved: 'Saved',
      checkIn: 'Check in',
      report: 'Report a problem',
      signInTo: {
        checkIn: 'Sign in to check in.',
        report: 'Sign in to report a problem.',
        save: 'Sign in to save this station.',
      },
      signIn: 'Sign in',
      thanksCheckIn: 'Thanks — your check-in is added.',
      thanksReport: 'Thanks — we will check this station.',
      failed: 'We could not load this station. Please try again.',
      backToStations: 'Back to charging stations',
      sources: 'Where this data comes from',
      sourceNames: {
        ocm: 'Open Charge Map contributors',
        bee: 'Bureau of Energy Efficiency (Ministry of Power), Government of India',
      },
      licence: 'Licence: {{licence}}',
      record: 'View record {{id}}',
    },
    /** The check-in sheet. */
    form: {
      question: 'What happened at the station?',
      quickHint: 'Tap what happened to send your check-in.',
      details: 'Add details (optional)',
      connector: 'Connector used',
      connectorNone: 'Not stated',
      atStation: 'At this station',
      otherConnectors: 'Other connectors',
      kw: 'Power seen (kW)',
      price: 'Price paid (₹/kWh)',
      onlyCharged: 'Power and price go with ‘Charged’.',
      comment: 'Comment',
      counter: '{{count}}/{{max}}',
      send: 'Send check-in',
      sending: 'Sending your check-in',
    },
    /** The problem report sheet. */
    report: {
      question: 'What is wrong with this station?',
      note: 'Note (optional)',
      send: 'Send report',
      sending: 'Sending your report',
    },
    /** The station's check-in history. */
    history: {
      heading: 'Check-ins',
      loading: 'Loading check-ins',
      empty: 'No check-ins yet. Be the first to check in.',
      failed: 'We could not load the check-ins.',
      more: 'Show more check-ins',
      kw: '{{kw}} kW',
      price: '₹{{price}}/kWh',
    },
    outcomes: {
      charged: 'Charged',
      could_not_charge: 'Could not charge',
      waited: 'Waited / busy',
      not_found: 'Station not found',
    },
    reportKinds: {
      wrong_location: 'Wrong location',
      wrong_connectors: 'Wrong connectors',
      closed: 'Closed for good',
      duplicate: 'Duplicate of another station',
    },
    validation: {
      outcome: 'Choose what happened at the station.',
      connector: 'Choose a connector from the list.',
      kw: 'Enter the power you saw, between 0.5 and 400 kW.',
      price: 'Enter the price you paid, between ₹0 and ₹100 per kWh.',
      comment: 'Keep the comment to 280 characters of plain text.',
      onlyWhenCharged: 'Add the power and the price only when you charged.',
      reportKind: 'Choose what is wrong with the station.',
      note: 'Keep the note to 280 characters of plain text.',
      cursor: 'This list of check-ins is out of date. Please reload.',
      limit: 'Ask for 1 to 50 check-ins at a time.',
      ids: 'Ask for 1 to 100 stations by their ids.',
    },
    errors: {
      stationNotFound: 'We could not find this station. It may have been removed.',
      banned: 'You can no longer post check-ins or reports. Write to us if you think this is a mistake.',
      sameStation_one: 'You checked in here a moment ago. You can check in at this station again in {{count}} minute.',
      sameStation_other:
        'You checked in here a moment ago. You can check in at this station again in {{count}} minutes.',
      checkInsPerDay: 'You have reached today’s limit of {{max}} check-ins. Please try again tomorrow.',
      reportsPerDay: 'You have reached today’s limit of {{max}} problem reports. Please try again tomorrow.',
      perAddress: 'Too many check-ins and reports from your network. Please try again in a while.',
      favouritesFull: 'You can save up to {{max}} stations. Remove one to save another.',
    },
    account: {
      wrongMobile: 'Enter the mobile number of this account.',
    },
  },
} as const;
