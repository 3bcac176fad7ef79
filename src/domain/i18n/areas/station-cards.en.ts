/**
 * English strings of a station card's check-in line (issue 17): the latest state in a few words,
 * how long ago, the 30-day count, and the link to the station's page. Their own area, so the
 * nearby, trip and plan screens carry these words and not the check-in forms'.
 */
export const stationCardsEn = {
  stationCard: {
    summary: {
      charged: 'Charged OK',
      notWorking: 'Reported not working',
      waited: 'Busy, drivers waited',
      notFound: 'Reported not found',
      none: 'No check-ins yet',
      count_one: '{{count}} check-in in 30 days',
      count_other: '{{count}} check-ins in 30 days',
    },
    ago: {
      justNow: 'just now',
      minutes_one: '{{count}} min ago',
      minutes_other: '{{count}} min ago',
      hours_one: '{{count}} h ago',
      hours_other: '{{count}} h ago',
      days_one: '{{count}} day ago',
      days_other: '{{count}} days ago',
    },
    /** The state and its age: 'Charged OK · 2 days ago'. */
    latest: '{{state}} · {{ago}}',
    ratingFromCheckIns: 'from check-ins',
    details: 'Check-ins and details',
    detailsFor: 'Check-ins and details, {{name}}',
  },
} as const;
