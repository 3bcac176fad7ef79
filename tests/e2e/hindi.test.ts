import fs from 'node:fs';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { brand } from '../../src/domain/brand/brand.config.ts';
import { KNOWN_CONNECTORS } from '../../src/domain/trips/connectors.ts';
import { CHARGER_MAKER } from '../../src/web/features/earn/chargers.ts';
import { randomMobile, screenshot } from './browser.ts';
import { newSignedInUser, sessionOf, signedInPage, type SignedInUser } from './sign-in.ts';
import { phoneSuite } from './suite.ts';

/**
 * Hindi (issue 18) in Chromium at a phone viewport: a person switches to हिन्दी with the drawer's
 * Language switch (and, signed out, with the sign-in screen's); every main route then shows no
 * English in the app shell; a reload keeps Hindi; switching back to English brings the spec's
 * strings back letter for letter, with <html lang> following each choice.
 *
 * "No English" is checked on what a person reads: the page's visible text, its title, and the
 * aria-labels, placeholders, titles, alt texts and value texts. Every run of Latin letters left
 * after taking out the exceptions below is a failure. The exceptions are an explicit list (each
 * with its reason), plus names that come from data and stay as their source gives them: station
 * names, addresses and operators in the answers the page received, vehicle names and free-text
 * specifications of the catalogue, and the registry's records.
 */
const suite = phoneSuite();
const { baseUrl, outbox } = suite;

// ---------------------------------------------------------------------------------------------
// What may stay in Latin letters for a Hindi reader
// ---------------------------------------------------------------------------------------------

/** Words and patterns a Hindi reader may see in Latin letters, each with why. */
const ALLOWED: ReadonlyArray<readonly [string | RegExp, string]> = [
  [brand.appName, 'the brand'],
  [brand.insurerName, 'the insurer that brings the app: a company name'],
  [brand.poweredBy, 'the marketplace partner that powers it: a company name'],
  [CHARGER_MAKER.name, 'the charger maker: a company name'],
  ['English', 'the language switch names each language in its own script'],
  [/(?<=\d\s?)(km\/h|kg|mm|cm|cc|Nm|m|A|V|W|L|h)\b/, 'units after a figure: km/h, kg, mm, m, A, V ...'],
  [/\b(kWh|kW|km)\b/, 'units, as Indian apps and spec sheets write them'],
  [/\b(AC|DC)\b/, 'the two kinds of charging current, written so on every charger'],
  [/\bGST\b/, 'the goods and services tax, written so in Hindi too (on every bill and price list)'],
  [
    /\b(Weekly Vahan Retail volumes Tracker|Vehicle Retail Data for Jun’26|India EV Market Data|kapil433\/vahan-analytics|vaidyaritesh88\/Vahan-app|MoRTH|FADA|Kaggle)\b/,
    'the sales card’s sources, named as they name themselves: the ministry’s and FADA’s initials, a data set, a release and two repositories (data/ev-sales/SOURCE.md)',
  ],
  [
    /\b(CC BY-SA 4\.0|Open Charge Map|Vahan|IRDAI)\b/,
    'data attributions and the regulator a figure is quoted from: proper names',
  ],
  [/\b(Google Maps|WhatsApp)\b/, 'the apps a link opens: product names'],
  [/\b(OpenStreetMap|Leaflet)\b/, 'the map’s data and library, credited by name as their licences ask'],
  [/\b(Open Database License|ODbL)\b/, 'the road data’s licence, named as its attribution asks (data/roads/SOURCE.md)'],
  [
    /\b(GMTED2010|U\.S\. Geological Survey)\b/,
    'the height data and its maker, credited by name (data/elevation/SOURCE.md)',
  ],
  [
    /\b(IoT|GSM|BLE|OTA|OCPP|OCPI|GPS|IP6[57]|PC-ABS|BIS|IEC|SIM|CBS|MIDC|IDC|ARAI)\b/,
    'technical standards, test cycles and certifications, as spec sheets print them',
  ],
  [
    /\b(TCO|IDV|GR\.8|80EEB)\b|(?<=ज़ोन )A\b/,
    'insurance and tax terms as the law and the tariff write them (section 80EEB, IDV, zone A)',
  ],
  [/\b[AZ] से [AZ]\b/, 'the sort by brand name, whose names are written in Latin letters: A to Z'],
  [
    /\b\d{2}BH\d{4}[A-Z]{1,2}\b|\b[A-Z]{2}\d{2}[A-Z]{1,2}\d{4}\b/,
    'vehicle registration numbers (examples and lookups): codes',
  ],
  [/\b[A-Z]{2}\d{16}\b/, 'challan numbers: codes'],
  [/\b[A-Z]\*+/, 'owner names masked as the registry masks them (R***** K****)'],
  [
    /\b(Ola|Hero|Vida|RV|Shark Tank India|PM E-DRIVE|FAME(?: I{1,2})?)\b/,
    'names the articles quote: makers and ranges by their everyday names, the government schemes, a TV show',
  ],
  [/\b(Reva|Ather|BluSmart|Ossus)\b/, 'the companies whose founders a video hears: company names'],
];

/** Every connector name the app knows (CCS2, Type 2, Bharat DC-001, LEV DC (IS 17017-2-6) ...): standards' names. */
const CONNECTOR_NAMES = [...KNOWN_CONNECTORS, 'LEV'];

/** Vehicle names from the catalogue: product titles, makers, models and trims stay as their makers write them. */
function catalogueNames(): string[] {
  const names = new Set<string>();
  for (const type of ['car', 'bike', 'scooter']) {
    const list = JSON.parse(fs.readFileSync(`data/catalogue/${type}.json`, 'utf8')) as {
      data: { products: Array<Record<string, unknown>> };
    };
    for (const product of list.data.products) {
      for (const field of [
        'product_title',
        'make',
        'make_org_name',
        'model',
        'model_org_name',
        'trim',
        'trim_org_name',
      ]) {
        if (typeof product[field] === 'string') names.add(product[field]);
      }
      for (const title of Object.keys((product.variant as Record<string, unknown> | undefined) ?? {})) names.add(title);
    }
  }
  return [...names];
}

/**
 * Catalogue specifications written as free text by their sources ('Telescopic Forks', '4-8 Hours
 * (as listed; charger/level not stated)', '215 Nm') and each row's source citation: shown as the
 * data has them. The closed sets (fuel, body type, transmission, brakes) are not here: the app
 * words those in Hindi.
 */
const FREE_TEXT_SPECS = new Set([
  'front_suspension',
  'rear_suspension',
  'charging_time_for_electric_scooter',
  'charging_time_ac',
  'charging_time_dc',
  'mileage_electric_scooter',
  'mileage_city',
  'maximum_torque',
  'exterior_color',
  'interior_color',
  'engine_type',
  'fuel_supply_system',
  'valve_configuration_valvetrain',
  'source',
]);
function catalogueFreeText(): string[] {
  const found = new Set<string>();
  const walk = (node: unknown, field: string) => {
    if (node && typeof node === 'object') for (const [key, value] of Object.entries(node)) walk(value, key);
    else if (typeof node === 'string' && FREE_TEXT_SPECS.has(field)) found.add(node);
  };
  for (const type of ['car', 'bike', 'scooter'])
    walk(JSON.parse(fs.readFileSync(`data/catalogue/${type}-details.json`, 'utf8')), '');
  return [...found];
}

/**
 * The registry's records (the sample registry the e2e server seeds): makers, models, insurers,
 * owners, the RC's fuel and class codes ('ELECTRIC(BOV)', 'LMV (Motor Car)') and the offence as the
 * e-challan system words it. A challan's status and state are not here: the app words them.
 */
function registryText(): string[] {
  const registry = JSON.parse(fs.readFileSync('data/registry/sample-registry.json', 'utf8')) as {
    vehicles: Array<Record<string, unknown>>;
    challans: Array<Record<string, unknown>>;
  };
  const fields = [
    'vehicleManufacturerName',
    'model',
    'type',
    'owner',
    'vehicleInsuranceCompanyName',
    'vehicleCategory',
    'offenseDetails',
    'accusedName',
  ];
  return [...registry.vehicles, ...registry.challans].flatMap((record) =>
    fields.map((field) => record[field]).filter((value): value is string => typeof value === 'string'),
  );
}

/** Station names, addresses and operators in an answer the page received: they stay as the source gives them. */
function stationText(answer: unknown, into: Set<string>): void {
  if (Array.isArray(answer)) answer.forEach((item) => stationText(item, into));
  else if (answer && typeof answer === 'object') {
    const record = answer as Record<string, unknown>;
    if (typeof record.name === 'string' && ('vicinity' in record || 'operator' in record)) {
      for (const field of ['name', 'vicinity', 'operator', 'address', 'city', 'state', 'postcode'])
        if (typeof record[field] === 'string') into.add(record[field]);
    }
    // A station page's sources and the data's attribution line, as the data's owners word them.
    if (typeof record.attribution === 'string') into.add(record.attribution);
    if (typeof record.licence === 'string') into.add(record.licence);
    if (typeof record.name === 'string' && 'licence' in record) into.add(record.name);
    Object.values(record).forEach((value) => stationText(value, into));
  }
}

const DATA_NAMES = [...catalogueNames(), ...catalogueFreeText(), ...registryText()];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * The Latin runs of `chunk` left once the exceptions are taken out. A data name is taken out where
 * it is the whole chunk, or, where it is shaped like a name (a capital or a figure in it, and three
 * letters at least or a figure, 'S1': 'Tata Nexon EV Creative Plus MR के लिए', 'ऑपरेटर: BPCL'), wherever it stands
 * whole; a plain word of the data ('base', 'standard') only as a whole chunk.
 */
function leftoverLatin(chunk: string, names: readonly string[]): string[] {
  let text = chunk.trim();
  if (!/[A-Za-z]/.test(text)) return [];
  if (names.includes(text) || CONNECTOR_NAMES.includes(text)) return [];
  for (const name of [...names, ...CONNECTOR_NAMES]) {
    if ((name.length >= 3 || /\d/.test(name)) && /[A-Z0-9]/.test(name) && text.includes(name)) {
      text = text.replace(new RegExp(`(?<![A-Za-z0-9])${escape(name)}(?![A-Za-z0-9])`, 'g'), ' ');
    }
  }
  for (const [allowed] of ALLOWED) {
    text = text.replace(
      typeof allowed === 'string'
        ? new RegExp(`(?<![A-Za-z])${escape(allowed)}(?![A-Za-z])`, 'g')
        : new RegExp(allowed.source, 'g'),
      ' ',
    );
  }
  // Web addresses and file paths in a citation are not words.
  text = text.replace(
    /\bhttps?:\/\/\S+|\b(?:docs|data|src|scripts)\/[\w./-]+|\b[\w.-]+\.(?:com|in|org|csv|md|mjs|json)\b/g,
    ' ',
  );
  return text.match(/[A-Za-z][A-Za-z'’.-]*(?:\s+[A-Za-z][A-Za-z'’.-]*)*/g) ?? [];
}

interface Shown {
  /** Each text node's text, each attribute a person or a screen reader meets, and the title. */
  chunks: string[];
  /** Whether an untranslated article body was skipped, and that it was marked so in Hindi. */
  skippedBody: boolean;
}

/**
 * What the page shows: visible text nodes (closed accordions opened first, as a reader would),
 * the options of visible selects, the title, and aria-label, aria-valuetext, placeholder, title
 * and alt. An article body marked lang="en" under a Hindi note that says it is not translated
 * is the one thing skipped.
 */
async function shownText(page: Page): Promise<Shown> {
  return page.evaluate(() => {
    for (const details of document.querySelectorAll('details')) details.open = true;
    const chunks: string[] = [document.title];
    let skippedBody = false;
    const untranslatedBody = (element: Element): boolean => {
      const body = element.closest('[lang="en"]');
      const article = body?.closest('article');
      if (!body || !article || body.closest('[role="radiogroup"]')) return false;
      const note = article.querySelector('[role="note"]');
      const marked =
        !!note &&
        /[\u0900-\u097F]/.test(note.textContent ?? '') &&
        !!(note.compareDocumentPosition(body) & Node.DOCUMENT_POSITION_FOLLOWING);
      if (marked) skippedBody = true;
      return marked;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text || parent.closest('script, style, noscript, template')) continue;
      if (parent.closest('select')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      if (untranslatedBody(parent)) continue;
      chunks.push(text);
    }
    for (const select of document.querySelectorAll('select')) {
      if (select.checkVisibility()) for (const option of select.options) chunks.push(option.text);
    }
    for (const element of document.querySelectorAll(
      '[aria-label], [aria-valuetext], [placeholder], [title], img[alt]',
    )) {
      if (untranslatedBody(element)) continue;
      for (const name of ['aria-label', 'aria-valuetext', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) chunks.push(value);
      }
    }
    return { chunks, skippedBody };
  });
}

/** Every leftover Latin run on the page, with the text it was found in. */
async function englishLeft(
  page: Page,
  stations: ReadonlySet<string>,
): Promise<{ left: string[]; skippedBody: boolean }> {
  const shown = await shownText(page);
  const names = [...new Set([...DATA_NAMES, ...stations])].sort((a, b) => b.length - a.length);
  const left = new Set<string>();
  for (const chunk of shown.chunks)
    for (const run of leftoverLatin(chunk, names)) left.add(`${run}  ←  ${chunk.slice(0, 140)}`);
  return { left: [...left], skippedBody: shown.skippedBody };
}

// ---------------------------------------------------------------------------------------------
// Waiting for a screen: its code, its words in Hindi and its data
// ---------------------------------------------------------------------------------------------

/** The requests that bring a screen's code, words and data have all settled and no loader is left. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () => !document.querySelector('#root[inert], .loader, .screen-loader, [aria-busy="true"]'),
  );
  await page.waitForLoadState('networkidle');
}

/** Records the station answers a page receives, for their names. */
function watchStations(page: Page, into: Set<string>): void {
  page.on('response', (response: Response) => {
    if (
      !/\/googleservice\/(ev-stations|route-ev-stations)$|\/ev\/trip\/plan$|\/ev\/stations\/[^/?]+$|\/ev\/favourites$/.test(
        response.url(),
      ) ||
      !response.ok()
    )
      return;
    response.json().then(
      (body: unknown) => stationText(body, into),
      () => undefined,
    );
  });
}

const language = (page: Page) => page.evaluate(() => document.documentElement.lang);

// ---------------------------------------------------------------------------------------------
// The routes
// ---------------------------------------------------------------------------------------------

const NEXON = 'tata-nexon-ev-creative-plus-mr';
const ATHER = 'ather-450x-2-9-kwh';
const DELHI_TO_JAIPUR = `/planatrip/locationonway?from=${encodeURIComponent('दिल्ली')}&to=${encodeURIComponent('जयपुर')}&vehicle=${NEXON}&battery=80&reserve=15&target=80`;

interface RouteVisit {
  url: string;
  /** What shows once the screen has its data (beyond the common wait for loaders to go). */
  ready?: (page: Page) => Promise<unknown>;
  /** A step a person takes on the screen before reading it (open a panel, pick a tab). */
  then?: (page: Page) => Promise<unknown>;
  /** The article's body is English, under a Hindi note (an untranslated article). */
  untranslatedBody?: boolean;
}

const cardsShown = (page: Page) => page.locator('.station-card').first().waitFor();

/** The subsidy estimate on /state: a state, a two-wheeler and its battery, then the result (the policy's name, or no rule for that state). */
async function estimateSubsidy(page: Page, state: string, kwh: number) {
  const form = page.locator('form').filter({ has: page.locator('select option[value="Delhi"]') });
  await form.locator('select:has(option[value="Delhi"])').selectOption(state);
  await form.locator('input[type="radio"][value="twoWheeler"]').check();
  await form.locator('input[type="number"]').fill(String(kwh));
  await form.locator('button[type="submit"]').click();
  await page.getByTestId('subsidy-result').waitFor();
}

const ROUTES: RouteVisit[] = [
  { url: '/evinindia', ready: (page) => page.getByTestId('sales-two-wheeler').waitFor() },
  { url: '/findelectricvehicle', ready: (page) => page.locator('.vehicle-card').first().waitFor() },
  {
    url: '/findelectricvehicle?type=bike',
    ready: (page) => page.locator('.vehicle-card').first().waitFor(),
    // The filter panel: brands and the price slider's amounts.
    then: async (page) => {
      await page.locator('.buy__filter').click();
      await page
        .locator('dialog[open]')
        .filter({ has: page.locator('input[type="range"]') })
        .waitFor();
    },
  },
  { url: `/findelectricvehicle/car/${NEXON}`, ready: (page) => page.locator('.vehicle-detail__title').waitFor() },
  { url: `/findelectricvehicle/scooter/${ATHER}`, ready: (page) => page.locator('.vehicle-detail__title').waitFor() },
  { url: '/tcocalculator' },
  { url: '/FCVLanding' },
  { url: '/FCV' },
  { url: `/FCV/${NEXON}?kms=1000`, ready: (page) => page.getByTestId('tco-total').waitFor() },
  { url: '/earningcalculator' },
  {
    url: '/earningcalculator#payback',
    // The payback period instead of the first year's profit.
    then: async (page) => {
      const payback = page.locator('.earn-switch .view-switch__button').nth(1);
      await payback.click();
      await payback.and(page.locator('[aria-pressed="true"]')).waitFor();
    },
  },
  { url: '/install' },
  { url: '/kazamthree' },
  { url: '/kazammini' },
  { url: '/checkvehicleinfo' },
  {
    url: '/checkRegistrationDetails?vehicleNumber=MH12AB1234',
    ready: (page) => page.locator('.rto-details__row').first().waitFor(),
  },
  { url: '/checkRegistrationDetails?vehicleNumber=KL07CD9999', ready: (page) => page.getByRole('alert').waitFor() },
  { url: '/e-challan' },
  {
    url: '/e-challan-status?vehicleNumber=MH12AB1234',
    ready: (page) => page.locator('.rto-challan').first().waitFor(),
  },
  {
    url: '/e-challan-status?vehicleNumber=DL03CA1234',
    ready: (page) => page.getByRole('tab').first().waitFor(),
    // The paid tab: statuses other than pending.
    then: async (page) => {
      await page.getByRole('tab').nth(1).click();
      await page.getByRole('tab', { selected: true }).and(page.getByRole('tab').nth(1)).waitFor();
    },
  },
  { url: '/taxbenefitsofev' },
  { url: '/state', then: (page) => estimateSubsidy(page, 'Delhi', 3) },
  { url: '/state#kerala', then: (page) => estimateSubsidy(page, 'Kerala', 3) },
  { url: '/state/Delhi' },
  { url: '/state/Maharashtra' },
  { url: '/battery' },
  { url: '/break' },
  { url: '/wheel' },
  { url: '/blogs', ready: (page) => page.locator('.blog-card').first().waitFor() },
  { url: '/blogs?tab=videos' },
  { url: '/blogs/3', ready: (page) => page.locator('.blog-article').waitFor() },
  { url: '/blogs/1', ready: (page) => page.locator('.blog-article').waitFor(), untranslatedBody: true },
  { url: '/blogs/video/1' },
  { url: '/evchargingstations', ready: cardsShown },
  {
    url: '/evchargingstations#map',
    ready: cardsShown,
    // The same stations on the map: its zoom buttons and credits.
    then: async (page) => {
      // The list-or-map switch (after the order switch: 'सबसे पास' / 'सबसे सस्ता').
      await page.getByRole('button', { name: 'मैप', exact: true }).click();
      await page.locator('.leaflet-control-zoom-in').waitFor();
    },
  },
  { url: '/nostationfound' },
  { url: '/planatrip' },
  { url: DELHI_TO_JAIPUR, ready: (page) => page.locator('.plan-stop__detail').first().waitFor() },
  { url: '/user-profile', ready: (page) => page.locator('input').first().waitFor() },
  { url: `/station/${encodeURIComponent('ocm:307286')}`, ready: (page) => page.locator('.history').waitFor() },
  { url: '/my-stations' },
  { url: '/userPreference' },
  { url: '/userVehicleInfo' },
];

// Bengaluru, for the nearby stations.
const AT_BENGALURU = { geolocation: { latitude: 12.9716, longitude: 77.5946 }, permissions: ['geolocation'] };

let user: SignedInUser;
/** The signed-in person's phone once they chose Hindi: its storage, for each route's visit. */
let hindiPhone: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;

beforeAll(async () => {
  user = await newSignedInUser(baseUrl, outbox, 'planningToBuy');
});

describe('Hindi, chosen from the side drawer', () => {
  it('switches the app to हिन्दी from the drawer’s Language switch, and a reload keeps it', async () => {
    const page = await signedInPage(await suite.newPhone(AT_BENGALURU), sessionOf(user));
    await page.goto('/evinindia');
    expect(await language(page)).toBe('en');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('radiogroup', { name: 'Language' }).getByRole('radio', { name: 'हिन्दी' }).click();
    await expect.poll(() => language(page)).toBe('hi');
    // The drawer itself, open, in Hindi: its entries, the greeting and the switch.
    await drawer.getByRole('radio', { name: 'हिन्दी' }).and(page.locator('[aria-checked="true"]')).waitFor();
    await drawer.getByRole('button', { name: 'होम' }).waitFor();
    await settled(page);
    hindiPhone = await page.context().storageState();
    expect.soft((await englishLeft(page, new Set())).left, 'the home screen and the drawer').toEqual([]);
    await screenshot(page, 'hi-01-drawer');

    // The server sends the page in Hindi (the choice's cookie), and the app stays in Hindi.
    const reloaded = await page.reload();
    expect(await reloaded?.text()).toMatch(/<html[^>]* lang="hi"/);
    await settled(page);
    expect(await language(page)).toBe('hi');
    const sectionTitles = await page.locator('.dash-section__title').allTextContents();
    expect(sectionTitles.length).toBeGreaterThanOrEqual(4);
    for (const title of sectionTitles) expect(title).toMatch(DEVANAGARI);
    expect(await page.title()).toMatch(DEVANAGARI);
  });
});

describe('every main route in Hindi has no English left in the app shell', () => {
  it.each(ROUTES.map((route) => [route.url, route] as const))('%s', async (_url, route) => {
    if (!hindiPhone) throw new Error('the first test did not choose Hindi');
    const page = await (await suite.newPhone({ ...AT_BENGALURU, storageState: hindiPhone })).newPage();
    const stations = new Set<string>();
    watchStations(page, stations);
    await page.goto(route.url);
    await route.ready?.(page);
    await settled(page);
    await route.then?.(page);
    await settled(page);
    expect(await language(page)).toBe('hi');
    // A screen the server sent prerendered in Hindi was hydrated, not drawn again (its first render matched).
    expect(
      await page.evaluate(() => document.documentElement.dataset.hydration ?? 'none'),
      `${route.url}: hydration`,
    ).not.toBe('redrawn');
    const { left, skippedBody } = await englishLeft(page, stations);
    await screenshot(page, `hi${route.url.replace(/[/?=&%]/g, '_').slice(0, 60)}`);
    expect(left, `${route.url}: English left for a Hindi reader`).toEqual([]);
    expect(skippedBody, `${route.url}: an untranslated body is skipped only under its Hindi note`).toBe(
      route.untranslatedBody === true,
    );
  });
});

describe('back to English', () => {
  it('the drawer’s switch brings the spec’s strings back exactly, with <html lang="en">, and a reload keeps English', async () => {
    if (!hindiPhone) throw new Error('the first test did not choose Hindi');
    const page = await (await suite.newPhone({ storageState: hindiPhone })).newPage();
    await page.goto('/evinindia');
    expect(await language(page)).toBe('hi');
    await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('radiogroup', { name: 'भाषा' }).getByRole('radio', { name: 'English' }).click();
    await expect.poll(() => language(page)).toBe('en');
    await drawer.getByText('Hey Dear user,', { exact: true }).waitFor();
    expect(await drawer.locator('nav').getByRole('button').allTextContents()).toEqual([
      'Home',
      'Planning to buy EV?',
      'Charge It Up',
      'Earn Through EV',
      'RTO Services',
      'Insights',
      'Logout',
    ]);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expectHomeInEnglish(page);
    const reloaded = await page.reload();
    expect(await reloaded?.text()).toMatch(/<html[^>]* lang="en"/);
    expect(await language(page)).toBe('en');
    await expectHomeInEnglish(page);
  });
});

async function expectHomeInEnglish(page: Page) {
  await expect.poll(() => page.title()).toBe('Home');
  const headings = await page.locator('main h2').allTextContents();
  for (const title of [
    'Planning to buy EV?',
    'Charge It Up',
    'Earn Through EV',
    'RTO Services',
    'Insights',
    'Launching Soon',
  ])
    expect(headings).toContain(title);
  for (const card of [
    'Nearby Stations',
    'Planning a Trip? Find the charging stations on the way',
    'Install',
    'Calculate Earnings',
    'Find Vehicle',
    'Find cost of vehicle',
    'Check Vehicle Info',
    'e-Challan Status',
  ]) {
    await page.getByRole('link', { name: card, exact: true }).waitFor();
  }
}

describe('the sign-in screen’s switch, signed out', () => {
  it('shows sign-in in Hindi with no English left, then back in English with the spec’s strings', async () => {
    const page = await (await suite.newPhone()).newPage();
    await page.goto('/signin');
    const mobile = page.getByLabel('Mobile number');
    await mobile.waitFor();
    await expect.poll(() => page.title()).toBe('Signin Page');
    await page.getByRole('radiogroup', { name: 'Language' }).getByRole('radio', { name: 'हिन्दी' }).click();
    await expect.poll(() => language(page)).toBe('hi');
    const hindiMobile = page.getByLabel('मोबाइल नंबर');
    await hindiMobile.fill('51234');
    await page.getByRole('alert').waitFor();
    await settled(page);
    expect((await englishLeft(page, new Set())).left).toEqual([]);
    await screenshot(page, 'hi-signin');

    // The terms, in Hindi too.
    await page
      .getByRole('button', { name: /नियम और शर्तें/ })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    expect((await englishLeft(page, new Set())).left).toEqual([]);
    await page.getByRole('dialog').locator('.dialog__close').click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    // A reload keeps Hindi: the server sends the page in Hindi by the cookie.
    const reloaded = await page.reload();
    expect(await reloaded?.text()).toMatch(/<html[^>]* lang="hi"/);
    expect(await language(page)).toBe('hi');

    // The code screen, in Hindi too.
    await hindiMobile.fill(randomMobile());
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL('**/verification');
    await page.locator('.otp-resend').waitFor();
    await settled(page);
    expect(await language(page)).toBe('hi');
    expect((await englishLeft(page, new Set())).left).toEqual([]);
    await screenshot(page, 'hi-verification');
    await page.goto('/signin');
    await hindiMobile.waitFor();

    await page.getByRole('radiogroup', { name: 'भाषा' }).getByRole('radio', { name: 'English' }).click();
    await expect.poll(() => language(page)).toBe('en');
    await expect.poll(() => page.title()).toBe('Signin Page');
    await mobile.fill('51234');
    await page
      .getByText('Please add your 10 digit mobile number, we promise not to spam you.', { exact: true })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Continue', exact: true }).isDisabled()).toBe(true);
  });
});
