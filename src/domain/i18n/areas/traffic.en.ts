/**
 * The page a browser gets when an address sends pages at flood level (decision 0018), and the
 * wording of a refusal the server renders itself. Server-only: the app never draws these.
 */
export const trafficEn = {
  busyPage: {
    title: 'Too many requests',
    heading: 'We are getting a lot of requests from your network',
    body: 'Please wait {{seconds}} seconds and try again. Nothing you entered is lost.',
    bodyOneSecond: 'Please wait a second and try again. Nothing you entered is lost.',
    bodyMinutes: 'Please wait {{minutes}} minutes and try again. Nothing you entered is lost.',
    tryAgain: 'Try again',
  },
} as const;
