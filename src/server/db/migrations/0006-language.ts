import type { Kysely } from 'kysely';

/**
 * The language a person reads the app in (issue 18): 'en', 'hi', or '' for none chosen. Kept on
 * the server so a signed-in person's choice follows them to another phone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
