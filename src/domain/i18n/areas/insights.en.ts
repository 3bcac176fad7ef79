/**
 * English strings of one product area: Insights: tax benefits, state EV policies, battery, brake and tyre tips, subsidy estimate (issue 6).
 * Kept out of the core catalogue (../en.ts) so they load with the area's screens, not in the
 * initial bundle. Screens register them with `registerStrings` (src/web/lib/i18n.ts); the
 * server's `translate` reads every area. Keys must not collide with another area's top-level keys.
 *
 * The tips and policy summaries are our own words, written in November 2026 from the public
 * notifications named on each slide. Each slide has a title, a text, an optional description
 * and `art`, the name of our own illustration (features/insights/insight-art.tsx).
 */
export const insightsEn = {
  insights: {
    carousel: {
      previous: 'Previous slide',
      next: 'Next slide',
      play: 'Play',
      pause: 'Pause',
      position: '{{n}} of {{total}}',
    },
    written: 'Written November 2026. Rules change: check the current notification before you rely on a figure.',
    writtenTips: 'Written November 2026. Your owner’s manual comes first.',
    tax: {
      heading: 'Tax benefits of owning an EV',
      carousel: 'Tax tips',
      slides: [
        {
          title: '₹1,50,000 deduction on EV loan interest',
          text: 'Under section 80EEB of the Income-tax Act, an individual can deduct up to ₹1,50,000 a year of interest paid on a loan taken to buy an electric vehicle.',
          description:
            'The loan must be from a bank or NBFC and sanctioned between 1 April 2019 and 31 March 2023; the deduction then runs until the loan is repaid. It is claimed under the old tax regime.',
          art: 'rupee',
        },
        {
          title: 'GST cut from 12% to 5%',
          text: 'Since 1 August 2019, GST on electric vehicles is 5%, down from 12%. Petrol and diesel cars pay 28% plus cess.',
          description: 'GST on EV chargers and charging stations was cut from 18% to 5% at the same time.',
          art: 'document',
        },
        {
          title: 'No green tax',
          text: 'Electric vehicles are exempt from the green tax that states may levy on older vehicles when their registration is renewed.',
          description:
            'The Ministry of Road Transport and Highways approved the green tax in January 2021 with EVs, strong hybrids and CNG, ethanol and LPG vehicles left out.',
          art: 'leaf',
        },
        {
          title: 'No registration fee',
          text: 'Battery-operated vehicles are exempt from the fee for issuing or renewing a registration certificate and for a new registration mark.',
          description: 'Ministry of Road Transport and Highways notification of 2 August 2021.',
          art: 'car',
        },
      ],
      source:
        'Sources: Income-tax Act section 80EEB; GST Council, 36th meeting (July 2019); Ministry of Road Transport and Highways.',
    },
    battery: {
      heading: 'Battery care tips',
      carousel: 'Battery tips',
      slides: [
        {
          title: 'Stay between 20% and 80%',
          text: 'For daily use keep the charge roughly between 20% and 80%. Lithium-ion cells age faster when they sit full or nearly empty.',
          description: 'Charge to 100% before a long trip, and set off soon after.',
          art: 'battery',
        },
        {
          title: 'Heat is the enemy',
          text: 'Park in the shade in summer and let a hot pack cool for a while after a hard ride before you plug in.',
          art: 'sun',
        },
        {
          title: 'Fast charge when you need it',
          text: 'DC fast charging is fine on trips, but everyday slow AC charging at home is gentler on the battery.',
          art: 'charger',
        },
        {
          title: 'Use a safe socket',
          text: 'Use the charger your maker supplies or approves, on a properly earthed socket. Avoid extension cords and multi-plugs.',
          art: 'plug',
        },
        {
          title: 'Storing it for a while?',
          text: 'Leave the battery at about half charge and top it up once a month. Never leave it empty for weeks.',
          art: 'calendar',
        },
      ],
    },
    brake: {
      heading: 'Brake care tips',
      carousel: 'Brake tips',
      slides: [
        {
          title: 'Regeneration does much of the work',
          text: 'Regenerative braking slows the vehicle by turning the motor into a generator, so brake pads last longer. They still need checking at every service.',
          art: 'brake',
        },
        {
          title: 'Keep the discs clean',
          text: 'Friction brakes used rarely can gather rust. Brake firmly now and then on a clear, safe road to keep the discs clean.',
          art: 'disc',
        },
        {
          title: 'Change the brake fluid',
          text: 'Brake fluid absorbs moisture over time and loses strength. Replace it as often as the owner’s manual says, commonly every two years.',
          art: 'drop',
        },
        {
          title: 'Ease off regeneration on wet roads',
          text: 'Strong regeneration on a slippery road can lock a wheel, especially on a two-wheeler. Choose a lower setting in the rain.',
          art: 'rain',
        },
        {
          title: 'Know the warning signs',
          text: 'A spongy lever or pedal, grinding or squealing, or a pull to one side means the brakes need a check now.',
          art: 'warning',
        },
      ],
    },
    tyre: {
      heading: 'Tyre care tips',
      carousel: 'Tyre tips',
      slides: [
        {
          title: 'Check the pressure monthly',
          text: 'Check tyre pressure when the tyres are cold, against the figure in the manual or on the door sticker. Soft tyres cut your range and wear the edges.',
          art: 'gauge',
        },
        {
          title: 'EVs wear tyres faster',
          text: 'EVs are heavy and deliver full torque at once, so tread goes quicker. Smooth starts make tyres last longer.',
          art: 'tyre',
        },
        {
          title: 'Rotate and align',
          text: 'Rotate car tyres as the manual says, often every 10,000 km, and get the alignment checked after a hard pothole hit or if the steering pulls.',
          art: 'rotate',
        },
        {
          title: 'Watch the tread',
          text: 'Replace a tyre before its tread wears down to the wear-indicator bars, which sit at 1.6 mm.',
          art: 'ruler',
        },
        {
          title: 'Replace like for like',
          text: 'Fit tyres of the size and load rating the maker specifies. Low rolling-resistance tyres help range.',
          art: 'check',
        },
      ],
    },
    state: {
      pickerHeading: 'EV policies by state',
      pickerIntro: 'Pick a state to see what its electric vehicle policy offers.',
      carousel: '{{state}} EV policy',
      checkOther: 'Check other states',
      source: 'Source: Ministry of Power, and the state’s own EV policy notification.',
      notFoundTitle: 'We have no policy page for “{{state}}”',
      notFoundText: 'We cover 11 states. Pick one from the list.',
      backToStates: 'See all states',
      publicChargers: 'Public charging stations in {{state}}: {{count}}, as of {{date}}.',
      publicChargersSource:
        'Source: Bureau of Energy Efficiency (BEE), Ministry of Power, list of public charging stations ({{total}} across India).',
    },
    states: {
      andhrapradesh: [
        {
          title: 'Electric Mobility Policy 2018–23',
          text: 'Andhra Pradesh set out in 2018 to move its roads, and its state bus fleet, towards electric vehicles.',
          art: 'document',
        },
        {
          title: 'Tax relief for buyers',
          text: 'The policy waived road tax and registration fees for electric vehicles bought during its term.',
          art: 'rupee',
        },
        {
          title: 'Charging and manufacturing',
          text: 'It offered support for public charging stations and incentives for EV and battery factories in the state.',
          art: 'charger',
        },
      ],
      delhi: [
        {
          title: 'Delhi EV Policy 2020',
          text: 'Notified in August 2020, it aimed for electric vehicles to make up a quarter of new registrations by 2024.',
          art: 'document',
        },
        {
          title: 'Purchase incentive',
          text: '₹5,000 per kWh of battery for two-wheelers, up to ₹30,000. ₹10,000 per kWh for the first 1,000 electric cars, up to ₹1,50,000.',
          art: 'rupee',
        },
        {
          title: 'Scrap bonus and tax waiver',
          text: 'A ₹5,000 scrapping incentive for trading in an old vehicle, and no road tax or registration fee on EVs.',
          description: 'Delhi also required new buildings to wire a share of parking for charging.',
          art: 'car',
        },
      ],
      gujarat: [
        {
          title: 'Gujarat EV Policy 2021',
          text: 'Announced in June 2021 for four years, it aimed to put 2 lakh electric vehicles on Gujarat’s roads.',
          art: 'document',
        },
        {
          title: 'Purchase incentive',
          text: '₹10,000 per kWh of battery: up to ₹20,000 for two-wheelers, ₹50,000 for three-wheelers and ₹1,50,000 for cars.',
          art: 'rupee',
        },
        {
          title: 'Registration fee waived',
          text: 'EVs were exempt from the registration fee, and charging stations got capital support.',
          art: 'charger',
        },
      ],
      karnataka: [
        {
          title: 'India’s first state EV policy',
          text: 'Karnataka’s Electric Vehicle and Energy Storage Policy of 2017 was the first in India, with Bengaluru as its focus.',
          art: 'document',
        },
        {
          title: 'Road tax exemption',
          text: 'Electric vehicles registered in Karnataka have been exempt from road tax.',
          art: 'rupee',
        },
        {
          title: 'Charging and industry',
          text: 'The state utility set up public chargers in Bengaluru, and the policy courted EV and battery makers with investment incentives.',
          art: 'charger',
        },
      ],
      kerala: [
        {
          title: 'Kerala EV Policy 2019',
          text: 'Kerala aimed for a large shift to electric vehicles, starting with public transport: buses, autorickshaws and taxis.',
          art: 'document',
        },
        {
          title: 'Public transport first',
          text: 'The state transport corporation brought in electric buses, and electric autorickshaws were encouraged for last-mile trips.',
          art: 'bus',
        },
        {
          title: 'Charging by the power utility',
          text: 'The Kerala State Electricity Board is the nodal agency for charging and has set up public charging stations across the state.',
          art: 'charger',
        },
      ],
      madhyapradesh: [
        {
          title: 'Madhya Pradesh EV Policy 2019',
          text: 'The policy set out to make Madhya Pradesh a base for electric mobility, for buyers and for makers.',
          art: 'document',
        },
        {
          title: 'Relief for buyers',
          text: 'It offered relief on road tax and registration for electric vehicles registered in the state.',
          art: 'rupee',
        },
        {
          title: 'Cities first',
          text: 'Public charging and electric buses were planned first for the large cities such as Bhopal and Indore.',
          art: 'bus',
        },
      ],
      maharashtra: [
        {
          title: 'Maharashtra EV Policy 2021',
          text: 'Notified in July 2021, it aimed for EVs to be 10% of new registrations by 2025.',
          art: 'document',
        },
        {
          title: 'Purchase incentive',
          text: '₹5,000 per kWh of battery, up to ₹10,000 for two-wheelers and ₹1,50,000 for cars, with extra for early buyers.',
          art: 'rupee',
        },
        {
          title: 'Scrap bonus and road tax',
          text: 'Up to ₹7,000 for scrapping an old vehicle, and electric vehicles exempt from road tax.',
          art: 'car',
        },
      ],
      rajasthan: [
        {
          title: 'Rajasthan EV Policy 2022',
          text: 'Rajasthan’s policy offered a one-time incentive to buyers of electric two- and three-wheelers, with the state GST refunded.',
          art: 'document',
        },
        {
          title: 'Two-wheelers, by battery size',
          text: '₹5,000 up to 2 kWh, ₹7,000 up to 4 kWh, ₹9,000 up to 5 kWh and ₹10,000 above 5 kWh.',
          art: 'scooter',
        },
        {
          title: 'Three-wheelers, by battery size',
          text: '₹10,000 up to 3 kWh, ₹15,000 up to 4 kWh, ₹17,000 up to 5 kWh and ₹20,000 above 5 kWh.',
          art: 'rupee',
        },
      ],
      tamilnadu: [
        {
          title: 'Tamil Nadu EV Policy 2019',
          text: 'Revised in 2023, the policy aims to make Tamil Nadu a leading maker of electric vehicles and batteries.',
          art: 'document',
        },
        {
          title: 'Road tax exemption',
          text: 'Electric vehicles have been fully exempt from road tax, an exemption the state has extended more than once.',
          art: 'rupee',
        },
        {
          title: 'Factories and charging',
          text: 'Large two-wheeler and battery plants near Hosur and Chennai are backed by capital subsidies, and charging is planned along highways.',
          art: 'charger',
        },
      ],
      telangana: [
        {
          title: 'Telangana EV and Energy Storage Policy 2020–2030',
          text: 'Launched in October 2020, it covers both buying and making electric vehicles.',
          art: 'document',
        },
        {
          title: 'No road tax or registration fee',
          text: 'Waived for the first 2 lakh two-wheelers, 20,000 autorickshaws and 5,000 cars registered under the policy.',
          art: 'rupee',
        },
        {
          title: 'Charging for everyone',
          text: 'Public charging was encouraged in Hyderabad with land and power support for operators.',
          art: 'charger',
        },
      ],
      uttarpradesh: [
        {
          title: 'UP EV Manufacturing and Mobility Policy 2022',
          text: 'Notified in October 2022, it seeks investment in EV and battery making as well as wider use.',
          art: 'document',
        },
        {
          title: 'Purchase subsidy',
          text: '15% of the factory price: up to ₹5,000 for the first 2 lakh two-wheelers and up to ₹1,00,000 for the first 25,000 cars.',
          art: 'rupee',
        },
        {
          title: 'Road tax and registration',
          text: 'No road tax or registration fee on EVs bought and registered in the state during the waiver period.',
          art: 'car',
        },
      ],
    },
    subsidy: {
      heading: 'Estimate your state subsidy',
      jump: 'Estimate your state subsidy',
      intro: 'Pick a state, a vehicle type and the battery size to see the purchase incentive the state’s rules give.',
      state: 'State',
      chooseState: 'Choose a state',
      vehicleType: 'Vehicle type',
      twoWheeler: 'Two-wheeler',
      threeWheeler: 'Three-wheeler',
      fourWheeler: 'Four-wheeler (car)',
      battery: 'Battery size (kWh)',
      batteryHint: 'Printed on the spec sheet, e.g. 3 kWh for a scooter, 30 kWh for a car.',
      scrapping: 'I am scrapping an old vehicle',
      fromCatalogue: 'Or pick a vehicle from the catalogue',
      catalogueType: 'Vehicle kind',
      chooseType: 'Choose scooter, bike or car',
      catalogue: { scooter: 'Scooter', bike: 'Bike', car: 'Car' },
      catalogueVehicle: 'Vehicle',
      chooseVehicle: 'Choose a vehicle',
      catalogueLoading: 'Loading...',
      catalogueFailed: 'The catalogue could not be loaded. Enter the battery size yourself.',
      noBattery: 'The catalogue lists no battery size for this vehicle. Enter it yourself.',
      estimate: 'Estimate',
      resultHeading: 'Estimated incentive',
      base: 'Purchase incentive: {{amount}}',
      capped: 'Purchase incentive: {{amount}} (the state’s limit)',
      scrapBonus: 'Scrap bonus: {{amount}}',
      total: 'Total: {{amount}}',
      under: 'Under the {{policy}}.',
      /** The policies the figures come from (src/domain/subsidy/subsidy-rules.ts), by the state's content key. */
      policies: {
        delhi: 'Delhi Electric Vehicle Policy, 2020',
        gujarat: 'Gujarat Electric Vehicle Policy, 2021',
        maharashtra: 'Maharashtra Electric Vehicle Policy, 2021',
        rajasthan: 'Rajasthan Electric Vehicle Policy, 2022',
      },
      noVehicleRule: 'The {{policy}} figures we hold have no purchase incentive for a {{vehicle}}.',
      noStateRule: 'We hold no purchase-subsidy figure for {{state}}. Its policy slides list what it offers.',
      note: 'Editorial estimate from the figures in each policy as notified; schemes close or change, so confirm with the state transport department.',
      validation: {
        state: 'Choose one of the 11 states',
        vehicleType: 'Choose a vehicle type',
        battery: 'Enter a battery size above 0 and at most 200 kWh',
      },
    },
  },
} as const;
