/**
 * English strings of the cost of ownership's assumptions (the cost result screen, and the server's
 * own wording of them: src/domain/tco/tco-assumptions.ts). Kept apart from the buy area so only
 * the result screen loads them (and, for a Hindi reader, their Hindi).
 */
export const tcoEn = {
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
      value: {
        car: '{{kwhPerKm}} kWh, the car default',
        bike: '{{kwhPerKm}} kWh, the bike default',
        scooter: '{{kwhPerKm}} kWh, the scooter default',
      },
      source:
        'Median of the catalogue rows of this type that give both battery size and claimed range (data/catalogue)',
    },
    realWorld: {
      label: 'Real-world range as a share of the claimed range',
      source:
        'Our assumption: Indian test cycles (MIDC, IDC) are gentle, and owners commonly report 70–80% of the claimed range',
    },
    chargingEfficiency: {
      label: 'Energy reaching the battery when charging',
      source:
        'Our assumption: AC charging loses about 10–20% between the wall and the battery (charger, heat, battery)',
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
      source:
        'Our estimate of a set of replacement tyres fitted, rising with the size and grade a vehicle in that price band uses',
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
