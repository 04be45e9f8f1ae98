import { sql, type Kysely } from 'kysely';

// When a canary rolls itself back (platform/canary-watch.ts): each canary carries its
// thresholds, given when it starts or left at these defaults. Percent and points as numbers, so
// that 2.5 % can be said.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('remote_canary')
    // Outcomes (loads whose end is known) the canary needs before it is judged at all.
    .addColumn('min_outcomes', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(20)
        .check(sql`min_outcomes >= 1`),
    )
    // Above this failure rate (percent)…
    .addColumn('max_failure_percent', 'double precision', (c) =>
      c
        .notNull()
        .defaultTo(5)
        .check(sql`max_failure_percent between 0 and 100`),
    )
    // …and above the stable release's rate plus this many points, the canary is rolled back.
    .addColumn('margin_points', 'double precision', (c) =>
      c
        .notNull()
        .defaultTo(2)
        .check(sql`margin_points between 0 and 100`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('remote_canary')
    .dropColumn('min_outcomes')
    .dropColumn('max_failure_percent')
    .dropColumn('margin_points')
    .execute();
}
