/**
 * The notes of 'Download my data' (issue 31; src/server/privacy/my-data.server.ts): for each
 * section of the file, what it is and why it is kept, for how long, and what 'Delete my account'
 * does to it. The server writes them in the person's language; the web app never loads them.
 */
export const myDataFileEn = {
  myDataFile: {
    about:
      'Everything EV India keeps about you: one section for each kind of record, each saying what it is, why we keep it, for how long, and what deleting your account does to it. Times are milliseconds since 1 January 1970 (UTC).',
    sections: {
      profile: {
        about:
          'Your account: mobile number, name, e-mail, the vehicle number you saved as your own, and your choices in the app (what you use it for, the vehicle you plan trips with, the language). Kept to sign you in and show the app as you set it up.',
        kept: 'While you have the account.',
        onDeletion: 'Deleted.',
      },
      sessions: {
        about:
          'The phones you are signed in on: the browser and system, when you signed in, and when the session ends. The key that signs you in is kept only as a one-way hash, and is not in this file.',
        kept: 'Until you sign out or the session ends ({{days}} days after signing in); then deleted within an hour.',
        onDeletion: 'Deleted: every phone is signed out.',
      },
      mobileChanges: {
        about:
          'Each change of your mobile number: the old number, the new one, and when. Kept so that a change can be traced if someone else took over your account.',
        kept: 'While you have the account.',
        onDeletion: 'Deleted.',
      },
      signInCodes: {
        about:
          'The one-time codes sent to your number: what for, when, until when, whether used, how many tries, and the internet address that asked. The code itself is kept only as a keyed hash, and is not in this file. Kept to check the code you type, and to limit how many codes a number or an address can ask for.',
        kept: '{{hours}} hours after sending; then deleted.',
        onDeletion: 'Deleted.',
      },
      failedCodeTries: {
        about:
          'Each wrong code typed for your number, and when. Kept to lock the number for a while after too many wrong tries, so that nobody can guess a code.',
        kept: '{{hours}} hours; then deleted.',
        onDeletion: 'Deleted.',
      },
      checkIns: {
        about:
          'Your check-ins at charging stations: outcome, connector, power, price, comment and time. Kept to tell every driver whether a charger works. Those a moderator hid are marked.',
        kept: 'As the station’s history, with no end date.',
        onDeletion: 'Kept for other drivers, no longer linked to you: they show as ‘A driver’.',
      },
      reports: {
        about: 'The problems you reported about stations. Kept to correct the list of stations.',
        kept: 'As the station’s history, with no end date.',
        onDeletion: 'Kept, no longer linked to you.',
      },
      favourites: {
        about: 'The stations you saved in My stations. Kept so that you find them on any phone.',
        kept: 'Until you remove them.',
        onDeletion: 'Deleted.',
      },
      vehicleLookups: {
        about:
          'The vehicle and challan numbers you looked up, when, and what the registry answered. Kept as the log of who looked at vehicle owners’ records, to find misuse.',
        kept: '{{days}} days; then deleted.',
        onDeletion: 'Deleted.',
      },
      lookupAllowance: {
        about:
          'One row for each lookup of the last day, for the limit of {{limit}} lookups a day: only a keyed hash of your account and of your number, and the time. No number is in it.',
        kept: '{{hours}} hours; then deleted.',
        onDeletion:
          'Kept until then, so that deleting the account and signing up again does not reset the limit. Nothing in it says who you are.',
      },
      bans: {
        about:
          'Whether a moderator stopped your account or your number from writing check-ins and reports. The number is kept only as a keyed hash.',
        kept: 'Until a moderator lifts the ban.',
        onDeletion:
          'The account’s ban is deleted. The number’s keyed hash stays, so that the ban holds if the number signs up again.',
      },
      moderation: {
        about:
          'What moderators did about your account (a ban, or lifting it) and when. Kept so that every moderation can be accounted for. The moderator’s name is not in this file.',
        kept: 'With no end date.',
        onDeletion: 'Kept, with your account replaced by ‘deleted’.',
      },
      yourVehicleInRegistry: {
        about:
          'The vehicle registry’s record of the number you saved as your own vehicle, in full, as the app shows it to you. It comes from the registry, not from you.',
        kept: 'As long as the registry’s copy is loaded.',
        onDeletion: 'Kept: it is the registry’s record of the vehicle, not part of your account.',
      },
      yourVehicleChallans: {
        about:
          'The e-challans the registry holds for the number you saved as your own vehicle. They come from the registry, not from you.',
        kept: 'As long as the registry’s copy is loaded.',
        onDeletion: 'Kept: they are the registry’s records, not part of your account.',
      },
      assistanceRequests: {
        about:
          'Your roadside assistance requests: where you were (position, accuracy, place, landmark), what happened, the vehicle, your numbers, people on board, the helper and the charger chosen for a tow. Kept to send help and to settle a claim or a dispute about it.',
        kept: 'Position, numbers, registration and landmark: {{days}} days after the request is closed, then cleared; the rest stays without them.',
        onDeletion: 'Kept without your account, position, numbers, registration or landmark (the desk’s counts).',
      },
      assistanceLog: {
        about:
          'Each change of your requests’ status, when and by whom (you, an operator, the partner). Kept as the record of what was done.',
        kept: 'As long as the request.',
        onDeletion: 'Kept with the request, without your account.',
      },
      assistanceDesk: {
        about: 'Your number, if it has the assistance desk’s operator role, and the changes you made as an operator.',
        kept: 'While you have the role.',
        onDeletion: 'The role is removed; your changes stay in the requests’ log without your account.',
      },
      analytics: {
        about:
          'Usage counts: how many times a screen was opened or a feature used each day, with the language and a screen-size group. They keep nothing about a person (no number, account, address or device), so nothing of yours is here.',
        kept: 'As counts per day.',
        onDeletion: 'Nothing of yours to delete.',
      },
    },
  },
} as const;
