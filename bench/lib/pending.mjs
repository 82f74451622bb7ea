// Ingested events reach the daily rollups through a background fold (server/events/folder.ts).
// Benchmarks that must see it done wait here; only PostgreSQL can be asked from outside.
import pg from 'pg';

/** Resolves once no rollup delta is pending in the database at `url`. */
export async function untilFolded(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (;;) {
      const { rows } = await client.query(
        'select exists (select 1 from search_pending_places) or exists (select 1 from search_pending_values) as pending',
      );
      if (!rows[0].pending) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await client.end();
  }
}
