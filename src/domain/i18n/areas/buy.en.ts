/**
 * English strings of one product area: Planning to buy: the vehicle finder, vehicle details and the cost of ownership (issue 4).
 * Kept out of the core catalogue (../en.ts) so they load with the area's screens, not in the
 * initial bundle. Screens register them with `registerStrings` (src/web/lib/i18n.ts); the
 * server's `translate` reads every area. Keys must not collide with another area's top-level keys.
 */
export const buyEn = {
  /** Messages of the catalogue API (/ev/droom/products, other-variant, mmty-by-product). */
  catalogue: {
    bucket: 'Choose a vehicle type: car, bike or scooter',
    productId: 'Please choose a vehicle',
    makeModel: 'Please choose a make and a model',
    notFound: 'No such vehicle in the catalogue',
    noVariants: 'No variants of this make and model in the catalogue',
  },
  /** Cost of ownership: the monthly-km rule (spec section 5, text as the spec gives it) and the ev-tco API. */
  tco: {
    kmsRange: 'Monthly Km Driven must between 500 to 10000',
    noPrice: 'This vehicle has no ex-showroom price in our data, so its cost of ownership cannot be worked out',
  },
  /** The vehicle finder (/findelectricvehicle) and the vehicle detail page. */
  buy: {
    heading: 'Find Electric Vehicle',
    tabs: 'Vehicle type',
    tab: { car: 'Car', bike: 'Bike', scooter: 'Scooter' },
    searchLabel: 'Search a vehicle',
    searchHint: 'Search by brand or model',
    suggestions: 'Matching vehicles',
    noMatch: 'sorry no such vehicle available',
    clearSearch: 'Clear search',
    sortLabel: 'Sort',
    sort: { LtoH: 'Price: Low to High', HtoL: 'Price: High to Low', atoz: 'A to Z', ztoa: 'Z to A' },
    filter: 'Filter',
    filterApplied: 'Filter ({{count}} applied)',
    filterTitle: 'Filter',
    brands: 'Brands',
    price: 'Price',
    priceMin: 'Minimum price',
    priceMax: 'Maximum price',
    priceRange: '{{low}} to {{high}}',
    /** The slider's amounts in the spec's units (src/domain/catalogue/price-filter.ts): '12 Lacs', '50K'. */
    priceUnits: { Lacs: '{{amount}} Lacs', Crore: '{{amount}} Crore', K: '{{amount}}K', Lakh: '{{amount}} Lakh' },
    apply: 'Apply',
    reset: 'Reset',
    discardQuestion: 'Do you want to discard your changes?',
    discard: 'Discard Changes',
    applyChanges: 'Apply Changes',
    count_one: '{{count}} vehicle',
    count_other: '{{count}} vehicles',
    empty: 'No vehicles match these filters.',
    failed: 'The vehicle list could not be loaded.',
    loading: 'Loading vehicles...',
    viewDetails: 'View Details',
    exShowroom: 'Ex-showroom price',
    na: 'NA',
    flag: { new: 'New', upcoming: 'Upcoming', discontinued: 'Discontinued' },
    variantTitle: 'Choose a variant',
    variantsLoading: 'Loading variants...',
    variantsFailed: 'The variants could not be loaded.',
    detailLoading: 'Loading vehicle details...',
    groups: {
      other: 'Other Details',
      basic: 'Basic Facts',
      brakes: 'Brake Systems',
      dimensions: 'Dimensions',
      engine: 'Engine',
      suspensions: 'Suspensions',
      performance: 'Performance',
    },
    fields: {
      make: 'Brand',
      model: 'Model',
      trim: 'Variant',
      year: 'Model year',
      fuel_type: 'Fuel type',
      mileage_city: 'Range (city)',
      ex_showroom_price: 'Ex-showroom price',
      exterior_color: 'Exterior colour',
      interior_color: 'Interior colour',
      body_type: 'Body type',
      group_body_type: 'Body group',
      seating_capacity: 'Seating capacity',
      transmission_type: 'Transmission',
      maximum_power: 'Maximum power',
      max_power_for_electric_scooter: 'Motor power',
      charging_time_for_electric_scooter: 'Charging time',
      front_brake_type: 'Front brake',
      rear_brake_type: 'Rear brake',
      boot_space: 'Boot space',
      ground_clearance: 'Ground clearance',
      kerb_weight: 'Kerb weight',
      overall_height: 'Height',
      overall_length: 'Length',
      overall_width: 'Width',
      saddle_height: 'Saddle height',
      wheel_base: 'Wheelbase',
      displacement: 'Displacement',
      engine_type: 'Engine type',
      fuel_efficiency: 'Fuel efficiency',
      fuel_supply_system: 'Fuel supply system',
      maximum_torque: 'Maximum torque',
      no_of_cylinders: 'Cylinders',
      valve_configuration_valvetrain: 'Valve configuration',
      valves_per_cylinder: 'Valves per cylinder',
      front_suspension: 'Front suspension',
      rear_suspension: 'Rear suspension',
      mileage_electric_scooter: 'Range',
      top_speed_for_electric_scooter: 'Top speed',
    },
    /**
     * The values of the catalogue's closed lists (src/domain/catalogue/spec-values.ts), in the
     * data's own words; a Hindi reader reads them in Hindi. Free-text values are shown as they are.
     */
    values: {
      fuel: { electric: 'Electric' },
      body: {
        hatchback: 'hatchback',
        suv: 'suv',
        sedan: 'sedan',
        mpv: 'mpv',
        sports: 'sports',
        coupe: 'coupe',
        commuter: 'commuter',
        road: 'road',
        cruiser: 'cruiser',
        moped: 'moped',
      },
      group: { car: 'Car', motorcycle: 'Motorcycle', scooter: 'Scooter' },
      transmission: { automatic: 'Automatic', manual_4_speed: 'Manual (4-speed)' },
      brake: { disc: 'Disc', dsic: 'Dsic', drum: 'Drum', hydraulic_disc: 'Hydraulic Disc', hydraulic_disc_with_cbs: 'Hydraulic Disc with CBS', tubeless: 'Tubeless' },
    },
    source: 'Source: {{source}} as of {{date}}',
    sourceUndated: 'Source: {{source}} (date not given)',
    costLink: 'Find its 5-year cost',
  },
  /** The cost-of-vehicle screens (/tcocalculator, /FCVLanding, /FCV, /FCV/:id). */
  tcoScreen: {
    heading: 'Cost of Vehicle',
    landingTitle: 'Know the real cost of owning an EV',
    landingIntro: 'We estimate what an electric vehicle costs you over 5 years:',
    landingParts: { charging: 'Charging', insurance: 'Insurance', service: 'Service', tyres: 'Tyre change', depreciation: 'Depreciation' },
    landingEquals: 'Together they make the total cost of ownership.',
    findTitle: 'Find the cost of your EV',
    vehicleLabel: 'Vehicle',
    vehicleHint: 'Search a vehicle by brand or model',
    variantLabel: 'Variant',
    common: 'Commonly searched',
    kmsLabel: 'Monthly Km Driven',
    kmsTyped: 'Or type your monthly km',
    kmChip: '{{kms}} km',
    findCost: 'Find Cost',
    chosen: 'Chosen: {{title}}',
    exShowroom: 'Ex-showroom price',
    tco: 'Total cost of ownership (5 years)',
    perMonth: 'At {{kms}} km a month',
    insurance: 'Insurance',
    charging: 'Charging',
    tyres: 'Tyre change',
    service: 'Service',
    depreciation: 'Depreciation',
    howTitle: 'How we calculated this',
    petrolTitle: 'Compared with petrol',
    petrolFuel: 'Petrol for the same km (5 years)',
    petrolSaving: 'You save on energy',
    assumptionSource: 'Source: {{source}}',
    failed: 'The cost could not be worked out.',
    loading: 'Working out the cost...',
    changeInputs: 'Change vehicle or km',
  },
  /**
   * The cost model's assumptions (src/domain/tco/tco-model.ts): what each is, its value in words
   * and where it comes from. The API sends them worded in English from these strings, with the
   * keys and figures (TcoAssumption.words) so the app words them in the reader's language.
   * A value that is a figure alone ('18%', '₹6,000') has no string here.
   */
  tcoAssumption: {
    horizon: {
      label: 'Period',
      value: '{{years}} years, {{totalKm}} km ({{kms}} km a month)',
      source: 'Spec: a 5-year cost of ownership',
    },
    priceBand: {
      label: 'Price band',
      value: {
        budget: 'budget ({{price}} ex-showroom)',
        mid: 'mid ({{price}} ex-showroom)',
        premium: 'premium ({{price}} ex-showroom)',
        luxury: 'luxury ({{price}} ex-showroom)',
        commuter: 'commuter ({{price}} ex-showroom)',
      },
      source: 'Our grouping of the catalogue by ex-showroom price (docs/cost-model.md)',
    },
    energy: {
      label: 'Battery energy per km on the road',
      value: '{{kwhPerKm}} kWh ({{battery}} kWh ÷ ({{range}} km claimed × {{factor}}))',
      source: 'Battery size and claimed range from the catalogue; real-world factor as below',
    },
    energyDefault: {
      label: 'Battery energy per km on the road (no battery size or range in our data)',
      value: { car: '{{kwhPerKm}} kWh, the car default', bike: '{{kwhPerKm}} kWh, the bike default', scooter: '{{kwhPerKm}} kWh, the scooter default' },
      source: 'Median of the catalogue rows of this type that give both battery size and claimed range (data/catalogue)',
    },
    realWorld: {
      label: 'Real-world range as a share of the claimed range',
      source: 'Our assumption: Indian test cycles (MIDC, IDC) are gentle, and owners commonly report 70–80% of the claimed range',
    },
    chargingEfficiency: {
      label: 'Energy reaching the battery when charging',
      source: 'Our assumption: AC charging loses about 10–20% between the wall and the battery (charger, heat, battery)',
    },
    tariff: {
      label: 'Home charging tariff',
      value: '{{price}} per kWh',
      source:
        'Our national default for home charging: Indian residential tariffs run from about ₹3 to ₹10 per kWh by state and slab; ₹8 is near the top slabs that a home with an EV reaches',
    },
    thirdParty: {
      label: 'Third-party premium a year',
      value: '{{premium}} ({{kw}} kW motor)',
      source:
        'Motor third-party premium rates for electric vehicles notified by the Ministry of Road Transport and Highways in consultation with IRDAI, in force from 1 June 2022 (15% below the petrol rates)',
    },
    thirdPartyAssumed: {
      label: 'Third-party premium a year (no motor power in our data)',
      value: '{{premium}} (assumed {{kw}} kW)',
      source:
        'Motor third-party premium rates for electric vehicles notified by the Ministry of Road Transport and Highways in consultation with IRDAI, in force from 1 June 2022 (15% below the petrol rates); power: Median motor power of the catalogue rows of this type that give one (data/catalogue)',
    },
    /** The motor power assumed when a row has none (its source alone, for docs and tests). */
    defaultMotorSource: 'Median motor power of the catalogue rows of this type that give one (data/catalogue)',
    ownDamage: {
      label: 'Own-damage premium a year',
      value: '{{rate}} of the insured value',
      source:
        'India Motor Tariff own-damage rates, zone A, vehicles up to 5 years old, lowest engine band (3.127% for cars, 1.708% for two-wheelers); insurers have priced freely since 2007, so quotes differ',
    },
    idv: {
      label: 'Insured value falls each year by',
      value: 'year 1: {{year1}}, year 2: {{year2}}, year 3: {{year3}}, year 4: {{year4}}, year 5: {{year5}}',
      source:
        "IRDAI's IDV depreciation schedule (India Motor Tariff GR.8): 5% up to 6 months, 15% up to 1 year, 20% up to 2, 30% up to 3, 40% up to 4, 50% up to 5 years; a policy renewed on the vehicle's birthday takes the band of that age",
    },
    gst: {
      label: 'GST on insurance',
      source: 'GST on general insurance premiums, 18%',
    },
    service: {
      label: 'Service a year',
      source:
        'Our estimate: an EV has no oil, filters or clutch to change, so a yearly service is an inspection, brake fluid, coolant and cabin filter; labour and parts rise with the price band',
    },
    tyreLife: {
      label: 'Tyre life',
      value_one: '{{life}} km, so {{count}} change in {{years}} years',
      value_other: '{{life}} km, so {{count}} changes in {{years}} years',
      source: 'Our estimate: typical tread life in Indian use, shortened for the weight and torque of an EV',
    },
    tyreSet: {
      label: 'A set of tyres',
      source: 'Our estimate of a set of replacement tyres fitted, rising with the size and grade a vehicle in that price band uses',
    },
    residual: {
      label: 'Value left after {{years}} years',
      value: '{{share}} of the ex-showroom price',
      source:
        "Our assumption: a used EV's value after 5 years, below a petrol vehicle's because buyers discount the ageing battery; IRDAI's schedule puts a 4–5-year-old vehicle at 50% for insurance",
    },
    petrolMileage: {
      label: 'Mileage of an equivalent petrol vehicle',
      value: '{{kmPerLitre}} km per litre',
      source:
        'Our estimate of real-world mileage of petrol vehicles of the same type and price (e.g. a compact petrol SUV about 15 km/l, a 110–125 cc scooter about 45 km/l)',
    },
    petrolPrice: {
      label: 'Petrol price',
      value: '{{price}} per litre',
      source: 'Our round national figure: petrol retailed at about ₹94 to ₹109 a litre across Indian states in 2025',
    },
  },
} as const;
