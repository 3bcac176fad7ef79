/**
 * Every route path of the app, written once (spec section 2): the web app's screens link through
 * these, and the server checks an analytics event's route against them (a pattern, never a real
 * path with an id in it).
 */
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
  /** A station's page: its check-ins, 'Check in', 'Report a problem', 'Save' (issue 17). */
  station: '/station/:placeId',
  /** The person's saved stations (issue 17). */
  myStations: '/my-stations',
  /** Roadside assistance (issue 39): ask for help, follow a request, and the operators' desk. */
  assistance: '/assistance',
  assistanceRequest: '/assistance/:id',
  assistanceDesk: '/desk/assistance',
} as const;

/** The route patterns, as the router matches them ('/findelectricvehicle/:type/:id'). */
export const ROUTE_PATTERNS: readonly string[] = Object.values(paths);
