import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.server.ts';

/**
 * PostgreSQL only: a check-in's whole transaction as one function, `ev_check_in`, so storing a
 * check-in is one round trip instead of five (BEGIN, the two advisory locks, the read, the writes,
 * COMMIT). Each round trip cost the database ~0.15 ms of CPU, and at 50 connections on two cores
 * the database's CPU was the write row's limit (decision 0016, docs/check-ins.md).
 *
 * The function does what checkin-store.server.ts does on SQLite, in the same order:
 * 1. takes the person's, then the station's advisory lock (held to the end of the transaction, so
 *    the count and the row it allows are one step on every instance);
 * 2. reads the person's check-ins since `since` (each statement of a VOLATILE PL/pgSQL function
 *    takes a fresh snapshot, so it sees what a writer that held the lock just committed);
 * 3. refuses with 'same_station' (and the latest such check-in's time) or 'per_day';
 * 4. else stores the row, folds it into station_summaries the way foldCheckIn does (the later
 *    time wins; at equal times the more cautious outcome, by its place in `by_caution`; a
 *    tombstone 'none' counts as no check-ins), counts it in station_checkin_days, and answers
 *    the station's new facts and its windows' sums (as summariesFor reads them), so the answer's
 *    summary needs no second round trip.
 * The limits and the order of caution come from the caller (checkin-rules.ts,
 * station-summary.ts), so the numbers live in one place; a PostgreSQL test folds random check-ins
 * through this function and through foldCheckIn and compares.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`
    create or replace function ev_check_in(
      user_key bigint, station_key bigint,
      since bigint, same_since bigint, day_start bigint, day_max integer, by_caution text[],
      c_id text, c_place_id text, c_user_id text, c_outcome text, c_connector text,
      c_kw double precision, c_price double precision, c_comment text, c_at bigint,
      c_day integer, c_charged integer, c_bad integer, count_from integer, rating_from integer, c_now bigint)
    returns table (refused text, same_at bigint, last_outcome text, last_at bigint, good_at bigint, bad_at bigint,
                   count_total bigint, rating_charged bigint, rating_bad bigint)
    language plpgsql volatile as $fn$
    #variable_conflict use_column
    declare
      latest_here bigint;
      today integer;
      new_facts record;
      sums record;
    begin
      perform pg_advisory_xact_lock(user_key);
      perform pg_advisory_xact_lock(station_key);
      select max(c.created_at) filter (where c.place_id = c_place_id and c.created_at > same_since),
             count(*) filter (where c.created_at >= day_start)
        into latest_here, today
        from check_ins as c where c.user_id = c_user_id and c.created_at >= since;
      if latest_here is not null then
        return query select 'same_station'::text, latest_here, null::text, null::bigint, null::bigint, null::bigint, null::bigint, null::bigint, null::bigint;
        return;
      end if;
      if today >= day_max then
        return query select 'per_day'::text, null::bigint, null::text, null::bigint, null::bigint, null::bigint, null::bigint, null::bigint, null::bigint;
        return;
      end if;
      insert into check_ins (id, place_id, user_id, outcome, connector, kw, price_per_kwh, comment, created_at, hidden_at)
        values (c_id, c_place_id, c_user_id, c_outcome, c_connector, c_kw, c_price, c_comment, c_at, null);
      insert into station_summaries as s (place_id, last_outcome, last_at, good_at, bad_at, updated_at)
          values (c_place_id, c_outcome, c_at,
                  case when c_charged = 1 then c_at end, case when c_bad = 1 then c_at end, c_now)
        on conflict (place_id) do update set
          last_outcome = case
            when s.last_outcome = 'none' or excluded.last_at > s.last_at
              or (excluded.last_at = s.last_at
                  and array_position(by_caution, excluded.last_outcome) > array_position(by_caution, s.last_outcome))
            then excluded.last_outcome else s.last_outcome end,
          last_at = case when s.last_outcome = 'none' then excluded.last_at else greatest(s.last_at, excluded.last_at) end,
          good_at = case when s.last_outcome = 'none' then excluded.good_at else greatest(s.good_at, excluded.good_at) end,
          bad_at = case when s.last_outcome = 'none' then excluded.bad_at else greatest(s.bad_at, excluded.bad_at) end,
          updated_at = excluded.updated_at
        returning s.last_outcome, s.last_at, s.good_at, s.bad_at into new_facts;
      insert into station_checkin_days as d (place_id, day, total, charged, bad)
        values (c_place_id, c_day, 1, c_charged, c_bad)
        on conflict (place_id, day) do update set
          total = d.total + 1, charged = d.charged + excluded.charged, bad = d.bad + excluded.bad;
      select coalesce(sum(case when d.day >= count_from then d.total else 0 end), 0) as total,
             coalesce(sum(case when d.day >= rating_from then d.charged else 0 end), 0) as charged,
             coalesce(sum(case when d.day >= rating_from then d.bad else 0 end), 0) as bad
        into sums
        from station_checkin_days as d where d.place_id = c_place_id and d.day >= least(count_from, rating_from);
      return query select null::text, null::bigint, new_facts.last_outcome, new_facts.last_at, new_facts.good_at, new_facts.bad_at,
        sums.total::bigint, sums.charged::bigint, sums.bad::bigint;
    end
    $fn$`.execute(db);
}
