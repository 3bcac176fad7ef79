import type { Kysely } from 'kysely';

/**
 * The vehicle a person plans trips with (issue 16): a catalogue product id, '' for none. Kept on
 * the server so it follows the person to another phone; the trip form takes it as its default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('trip_vehicle_id', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
