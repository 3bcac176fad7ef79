/** Every route path of the app, written once (spec section 2). Screens link through these. */
export const paths = {
  splash: '/',
  signup: '/signup',
  signin: '/signin',
  verification: '/verification',
  home: '/evinindia',
  findVehicle: '/findelectricvehicle',
  vehicleDetail: '/findelectricvehicle/:type/:id',
  nearbyStations: '/evchargingstations',
  taxBenefits: '/taxbenefitsofev',
  userVehicleInfo: '/userVehicleInfo',
  userPreference: '/userPreference',
  carLoader: '/CarLoader',
  noStationFound: '/nostationfound',
  stationsOnWay: '/stationsonway',
  planTrip: '/planatrip',
  locationOnWay: '/planatrip/locationonway',
  install: '/install',
  kazamThree: '/kazamthree',
  kazamMini: '/kazammini',
  earningCalculator: '/earningcalculator',
  checkVehicleInfo: '/checkvehicleinfo',
  registrationDetails: '/checkRegistrationDetails',
  eChallan: '/e-challan',
  eChallanStatus: '/e-challan-status',
  tcoCalculator: '/tcocalculator',
  fcvLanding: '/FCVLanding',
  state: '/state',
  stateDetail: '/state/:id',
  battery: '/battery',
  brake: '/break',
  wheel: '/wheel',
  blogs: '/blogs',
  blogDetail: '/blogs/:id',
  videoBlog: '/blogs/video/:id',
  newSplash: '/newsplash',
  userProfile: '/user-profile',
  profileVerification: '/profile-verification',
  fcv: '/FCV',
  fcvDetail: '/FCV/:id',
  autoComplete: '/AutoComplete',
  calculatorNew: '/CalculatorNew',
} as const;

export type PathName = keyof typeof paths;

/** Paths the spec links to that are not screens: the router sends each on (router.tsx). */
export const redirectPaths = {
  /** The blogs screen's back arrow goes here (spec section 2); it forwards to home. */
  dashboard: '/dashboard',
} as const;

/** Routes a visitor (no stored token) may open; every other route needs a token. */
export const visitorPaths: readonly string[] = [
  paths.splash,
  paths.signup,
  paths.signin,
  paths.verification,
  paths.home,
  paths.findVehicle,
  paths.vehicleDetail,
  paths.nearbyStations,
  paths.taxBenefits,
];
