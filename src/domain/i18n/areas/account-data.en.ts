/**
 * English strings of a person's own things (issue 17): 'My stations' (the saved stations, kept on
 * the server), and the profile's 'Your data' (DPDP Act, 2023): 'Download my data' and 'Delete my
 * account' with its code. The entry labels of the drawer and the profile are in the core
 * catalogue (home.myStations); these come with the screens that use them.
 */
export const accountDataEn = {
  accountData: {
    myStations: {
      intro: 'Stations you saved. They are kept with your account, so you find them on any phone you sign in on.',
      loading: 'Loading your saved stations…',
      listLabel_one: '{{count}} saved station',
      listLabel_other: '{{count}} saved stations',
      empty: 'No saved stations yet. Tap Save on a station’s page to keep it here.',
      find: 'Find charging stations',
      failed: 'We could not load your saved stations.',
      offlineCopy: 'You are offline. This is your list as it was last loaded on this phone.',
      remove: 'Remove',
      removeFor: 'Remove, {{name}}',
      removed: '{{name}} was removed from My stations.',
      undo: 'Undo',
      restored: '{{name}} is back in My stations.',
    },
    data: {
      heading: 'Your data',
      intro:
        'Under India’s Digital Personal Data Protection Act, 2023, you can get a copy of what we keep about you, or delete your account.',
      download: 'Download my data',
      downloadNote:
        'One JSON file with everything we keep about you: your profile, the phones you are signed in on, number changes, sign-in codes, check-ins, problem reports, saved stations and vehicle lookups, each with why we keep it.',
      downloading: 'Preparing your file…',
      downloaded: 'Saved in your downloads:',
      retention: {
        title: 'What we keep, and for how long',
        codes: 'Sign-in codes and wrong code tries: deleted after {{hours}} hours.',
        sessions: 'The phones you are signed in on: until you sign out, or for {{days}} days.',
        lookups:
          'The vehicle and challan numbers you look up: {{days}} days, to find misuse; deleted with your account.',
        checkIns:
          'Check-ins and problem reports: kept as the station’s history. If you delete your account, they show as ‘A driver’.',
        analytics: 'Usage counts keep nothing about you.',
      },
    },
    delete: {
      open: 'Delete my account',
      title: 'Delete my account',
      explain:
        'This deletes your profile, your saved stations and the vehicle numbers you looked up, and signs you out on every phone. Your check-ins and problem reports stay for other drivers, shown only as ‘A driver’.',
      sendTo: 'To confirm, we will send a code to +91 {{mobile}}.',
      send: 'Send code',
      sending: 'Sending the code…',
      enterCode: 'Enter the code we sent to +91 {{mobile}}',
      confirm: 'Delete my account',
      deleting: 'Deleting your account…',
      cancel: 'Cancel',
      noMobile: 'We could not read the mobile number of this account. Please reload the page and try again.',
      done: 'Your account has been deleted.',
    },
  },
} as const;
