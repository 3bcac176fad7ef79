/**
 * English strings of one product area: RTO services: vehicle registration details and e-challan status (issue 5).
 * Kept out of the core catalogue (../en.ts) so they load with the area's screens, not in the
 * initial bundle. Screens register them with `registerStrings` (src/web/lib/i18n.ts); the
 * server's `translate` reads every area. Keys must not collide with another area's top-level keys.
 */
export const rtoEn = {
  rto: {
    vehicleInfoHeading: 'Check Vehicle Info',
    vehicleInfoIntro: 'Enter a registration number to see the vehicle’s registration details.',
    challanHeading: 'e-Challan Status',
    challanIntro: 'Enter a registration number to see its pending and paid e-challans.',
    numberLabel: 'Vehicle registration number',
    numberPlaceholder: 'e.g. MH12AB1234 or 22BH1234AB',
    recentHeading: 'Recent searches',
    toChallan: 'Check e-Challan Status',
    toVehicleInfo: 'Check Vehicle Info',
    checkAnother: 'Check another number',
    retry: 'Try again',
    loading: 'Loading...',
    notFound: 'Vehicle Number not found',
    unavailable: 'The vehicle registry is not responding. Please try again in a minute.',
    tooManyLookups: 'You have reached today’s limit of {{limit}} vehicle lookups. Please try again tomorrow.',
    maskedNote: 'Some owner details are partly hidden to protect the owner’s privacy.',
    fields: {
      manufacturer: 'Manufacturer',
      registrationNumber: 'Registration Number',
      variant: 'Variant',
      registrationYear: 'Registration Year',
      fuelType: 'Fuel Type',
      owner: 'Owner Name',
      registrationDate: 'Registration Date',
      insurer: 'Insurer',
      engine: 'Engine Number',
      chassis: 'Chassis Number',
      vehicleType: 'Vehicle Type',
      policyExpiry: 'Previous Policy Expiry',
    },
    challans: {
      tabsLabel: 'Challans',
      pending: 'Pending Challans',
      paid: 'Paid challans',
      emptyPending: 'No pending challans for your vehicle.',
      emptyPaid: 'No Paid challans.',
      reason: 'Reason',
      amount: 'Amount',
      number: 'Challan Number',
      location: 'Location',
      date: 'Violation Date',
      violator: 'Violator',
      status: 'Status',
      /** The statuses the e-challan system gives (challan-status.ts `challanStatusKey`), in its words; others are shown as they come. */
      statuses: { pending: 'Pending', unpaid: 'Unpaid', paid: 'Paid', disposed: 'Disposed' },
      vehicleCard: 'Vehicle',
    },
  },
} as const;
