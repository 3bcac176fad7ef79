import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts';
import type {
  CatalogueDetailRecord,
  CatalogueList,
  OtherVariant,
  VehicleDetail,
} from '../../../domain/catalogue/catalogue-entry.ts';
import { computeTco } from '../../../domain/tco/tco-model.ts';
import type { TcoResult } from '../../../domain/tco/tco-result.ts';

type Envelope<T> = { success: boolean; message: string; data: T };
type Failure = { success: false; message: string };

const dataFile = <T>(name: string): T =>
  JSON.parse(fs.readFileSync(new URL(`../../../../data/catalogue/${name}`, import.meta.url), 'utf8')) as T;

const NEXON = 'tata-nexon-ev-creative-plus-mr';
const KMS_MESSAGE = 'Monthly Km Driven must between 500 to 10000';

describe('catalogue API (/ev/droom)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  describe('GET /ev/droom/products', () => {
    it.each(['car', 'bike', 'scooter'] as const)(
      'serves the %s list as bundled, in price order, with no token',
      async (bucket) => {
        const reply = await t.call<Envelope<CatalogueList>>('GET', `/ev/droom/products?bucket=${bucket}`);
        expect(reply.status).toBe(200);
        expect(reply.body.success).toBe(true);
        expect(reply.body.data).toEqual(dataFile<CatalogueList>(`${bucket}.json`));
        const prices = reply.body.data.data.products
          .map((p) => p.ex_showroom_price)
          .filter((p): p is number => p !== null);
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
      },
    );

    it('reads the type in any case', async () => {
      const reply = await t.call<Envelope<CatalogueList>>('GET', '/ev/droom/products?bucket=Scooter');
      expect(reply.status).toBe(200);
      expect(reply.body.data.data.products.length).toBe(193);
    });

    it('sends an ETag and answers 304 when the client has that version', async () => {
      const first = await t.call('GET', '/ev/droom/products?bucket=car');
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[^"]+"$/);
      expect(first.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
      const again = await fetch(`${t.baseUrl}/ev/droom/products?bucket=car`, { headers: { 'if-none-match': etag! } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      const other = await t.call('GET', '/ev/droom/products?bucket=bike');
      expect(other.headers.get('etag')).not.toBe(etag);
      const stale = await fetch(`${t.baseUrl}/ev/droom/products?bucket=car`, { headers: { 'if-none-match': '"old"' } });
      expect(stale.status).toBe(200);
    });

    it.each(['', '?bucket=', '?bucket=truck', '?bucket=car&bucket=bike'])(
      'refuses %j with 400 and a message',
      async (query) => {
        const reply = await t.call<Failure>('GET', `/ev/droom/products${query}`);
        expect(reply.status).toBe(400);
        expect(reply.body).toEqual({ success: false, message: 'Choose a vehicle type: car, bike or scooter' });
      },
    );
  });

  describe('POST /ev/droom/other-variant', () => {
    it('lists every variant of a make and model, cheapest first', async () => {
      const reply = await t.call<Envelope<OtherVariant[]>>('POST', '/ev/droom/other-variant', {
        bucket: 'car',
        make: 'Tata',
        model: 'Nexon EV',
      });
      expect(reply.status).toBe(200);
      expect(reply.body.data[0]).toEqual({ product_id: NEXON, model_org_name: 'Nexon EV', trim: 'Creative Plus MR' });
      expect(reply.body.data.map((v) => v.trim)).toEqual([
        'Creative Plus MR',
        'Fearless Plus MR',
        'Creative 45',
        'Fearless 45',
        'Empowered 45',
        'Empowered Plus A 45',
        'Empowered Plus A 45 Dark',
        'Empowered Plus A 45 Red Dark',
      ]);
      // By id and in another case, as the spec's client may send either.
      const byId = await t.call<Envelope<OtherVariant[]>>('POST', '/ev/droom/other-variant', {
        bucket: 'car',
        make: 'tata',
        model: 'tata-nexon-ev',
      });
      expect(byId.body.data).toEqual(reply.body.data);
    });

    it('answers 404 for a make and model the type does not have', async () => {
      const reply = await t.call<Failure>('POST', '/ev/droom/other-variant', {
        bucket: 'bike',
        make: 'Tata',
        model: 'Nexon EV',
      });
      expect(reply.status).toBe(404);
      expect(reply.body.message).toBe('No variants of this make and model in the catalogue');
    });

    it.each([
      [{}, 'Choose a vehicle type: car, bike or scooter'],
      [{ bucket: 'car' }, 'Please choose a make and a model'],
      [{ bucket: 'car', make: 'Tata', model: 7 }, 'Please choose a make and a model'],
      [{ bucket: 'car', make: ' ', model: 'Nexon EV' }, 'Please choose a make and a model'],
    ])('refuses %j with 400', async (body, message) => {
      const reply = await t.call<Failure>('POST', '/ev/droom/other-variant', body);
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ success: false, message });
    });
  });

  describe('POST /ev/droom/mmty-by-product', () => {
    it('returns the vehicle with its specification, provenance and technical figures', async () => {
      const reply = await t.call<Envelope<VehicleDetail>>('POST', '/ev/droom/mmty-by-product', { product_id: NEXON });
      expect(reply.status).toBe(200);
      const detail = reply.body.data;
      const entry = dataFile<CatalogueList>('car.json').data.products.find((p) => p.product_id === NEXON)!;
      const record = dataFile<Record<string, CatalogueDetailRecord>>('car-details.json')[NEXON]!;
      expect(detail).toEqual({ ...entry, type: 'car', ...record });
      expect(detail.product_title).toBe('Tata Nexon EV Creative Plus MR');
      expect(detail.vehicle_specification.technical_specification.dimensions.ground_clearance).toBe('190 mm');
      expect(detail.vehicle_specification.technical_specification.brake_system.front_brake_type).toBeNull();
      expect(detail.provenance.source).toMatch(/cardekho/);
      expect(detail.technical).toMatchObject({ battery_kwh: 30, range_km_claimed: 275, motor_power_kw: 110 });
    });

    it('answers 404 with a message for an unknown id', async () => {
      const reply = await t.call<Failure>('POST', '/ev/droom/mmty-by-product', { product_id: 'no-such-car' });
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ success: false, message: 'No such vehicle in the catalogue' });
    });

    it.each([{}, { product_id: '' }, { product_id: 42 }, { product_id: null }, { product_id: 'x'.repeat(201) }])(
      'refuses %j with 400',
      async (body) => {
        const reply = await t.call<Failure>('POST', '/ev/droom/mmty-by-product', body);
        expect(reply.status).toBe(400);
        expect(reply.body).toEqual({ success: false, message: 'Please choose a vehicle' });
      },
    );
  });

  describe('POST /ev/droom/ev-tco', () => {
    it('prices the Tata Nexon EV at 1,000 km a month exactly as the domain model does', async () => {
      const reply = await t.call<Envelope<TcoResult>>('POST', '/ev/droom/ev-tco', { product_id: NEXON, kms: 1000 });
      expect(reply.status).toBe(200);
      const detail = (await t.call<Envelope<VehicleDetail>>('POST', '/ev/droom/mmty-by-product', { product_id: NEXON }))
        .body.data;
      expect(reply.body.data).toEqual(
        computeTco(
          {
            product_id: NEXON,
            product_title: detail.product_title,
            stock_image: '',
            type: 'car',
            ex_showroom_price: 1249000,
            battery_kwh: 30,
            range_km_claimed: 275,
            motor_power_kw: 110,
          },
          1000,
        ),
      );
      // By hand (docs/cost-model.md): 60,000 km; charging 60,000 × 30 ÷ (275 × 0.75 × 0.85 = 175.3125) × 8 = 82,139;
      // insurance (1,249,000 × 0.03127 × 3.9 + 5 × 6,712) × 1.18 = 219,337.57 → 219,338; service 6,000 × 5 = 30,000;
      // tyres 1 × 20,000; depreciation 1,249,000 × 0.6 = 749,400. TCO 1,100,877.
      const {
        tco,
        fuel_cost,
        insurance_cost,
        service_cost,
        tyre_change_cost,
        depreciation_cost,
        ex_showroom_price,
        product_title,
      } = reply.body.data;
      expect({
        tco,
        fuel_cost,
        insurance_cost,
        service_cost,
        tyre_change_cost,
        depreciation_cost,
        ex_showroom_price,
        product_title,
      }).toEqual({
        tco: 1100877,
        fuel_cost: 82139,
        insurance_cost: 219338,
        service_cost: 30000,
        tyre_change_cost: 20000,
        depreciation_cost: 749400,
        ex_showroom_price: 1249000,
        product_title: 'Tata Nexon EV Creative Plus MR',
      });
      expect(reply.body.data.assumptions.map((a) => a.key)).toContain('tariff');
      expect(reply.body.data.petrol_comparison.fuel_cost).toBe(400000);
    });

    it('takes the km as text too, and the boundaries 500 and 10000', async () => {
      for (const kms of [500, '1000', 10000]) {
        const reply = await t.call<Envelope<TcoResult>>('POST', '/ev/droom/ev-tco', { product_id: NEXON, kms });
        expect(reply.status).toBe(200);
        expect(reply.body.data.kms).toBe(Number(kms));
      }
    });

    it.each([499, 10001, 0, '12abc', null, true])('refuses kms %j with 400 and the spec message', async (kms) => {
      const reply = await t.call<Failure>('POST', '/ev/droom/ev-tco', { product_id: NEXON, kms });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ success: false, message: KMS_MESSAGE });
    });

    it('refuses a missing field with 400, an unknown or unpriced vehicle with 404', async () => {
      expect((await t.call<Failure>('POST', '/ev/droom/ev-tco', { product_id: NEXON })).body).toEqual({
        success: false,
        message: KMS_MESSAGE,
      });
      expect((await t.call<Failure>('POST', '/ev/droom/ev-tco', { kms: 1000 })).body).toEqual({
        success: false,
        message: 'Please choose a vehicle',
      });
      const unknown = await t.call<Failure>('POST', '/ev/droom/ev-tco', { product_id: 'no-such-car', kms: 1000 });
      expect([unknown.status, unknown.body.message]).toEqual([404, 'No such vehicle in the catalogue']);
      const unpriced = dataFile<CatalogueList>('car.json').data.products.find((p) => p.ex_showroom_price === null)!;
      const reply = await t.call<Failure>('POST', '/ev/droom/ev-tco', { product_id: unpriced.product_id, kms: 1000 });
      expect(reply.status).toBe(404);
      expect(reply.body.message).toMatch(/no ex-showroom price/);
    });

    it('answers malformed JSON with 400, never 500', async () => {
      const reply = await t.call<Failure>('POST', '/ev/droom/ev-tco', '{"product_id":');
      expect(reply.status).toBe(400);
      expect(reply.body.success).toBe(false);
    });
  });
});
