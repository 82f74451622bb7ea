import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { getInScope } from '#server/kit/index';
import { suppliers } from '#server/suppliers/schema';
import { type Keyring, unseal } from './keyring';
import { integrations as i, type StoredValues } from './schema';
import type { IntegrationAt } from './store';
import { isSecret } from './values';

const PLACEHOLDER = /\{([a-zA-Z][a-zA-Z0-9_]*)\}/g;

/** The settings as text, secrets opened: only the health check's request ever carries them. */
function plainValues(values: StoredValues, keyring: Keyring): Map<string, string> {
  return new Map(
    Object.entries(values).map(([name, v]) => [
      name,
      isSecret(v) ? unseal(keyring, v.sealed) : String(v),
    ]),
  );
}

/** The URL template filled in: a leading setting is a base URL, any other a word of it. */
export function fillUrl(template: string, values: ReadonlyMap<string, string>): string {
  return template.replace(PLACEHOLDER, (_, name: string, offset: number) => {
    const value = values.get(name) ?? '';
    return offset === 0 ? value.replace(/\/+$/, '') : encodeURIComponent(value);
  });
}

export type HealthResult = {
  up: boolean;
  latencyMs: number;
  error: string | null;
  /** The status the supplier answered with; null when it did not answer. */
  httpStatus: number | null;
};

/** One request as the supplier's check says; its error text never holds a setting's value. */
export async function probe(
  check: { method: string; url: string; status: number; timeoutMs: number },
  secrets: readonly string[],
): Promise<HealthResult> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  const hide = (text: string) =>
    secrets.reduce((t, s) => (s === '' ? t : t.split(s).join('••••')), text);
  try {
    const res = await fetch(check.url, {
      method: check.method,
      redirect: 'manual',
      signal: AbortSignal.timeout(check.timeoutMs),
    });
    await res.body?.cancel();
    const latencyMs = took();
    const httpStatus = res.status;
    return httpStatus === check.status
      ? { up: true, latencyMs, error: null, httpStatus }
      : {
          up: false,
          latencyMs,
          error: `Expected status ${check.status}, got ${httpStatus}`,
          httpStatus,
        };
  } catch (err) {
    const latencyMs = took();
    if (err instanceof DOMException && err.name === 'TimeoutError') {
      return {
        up: false,
        latencyMs,
        error: `No answer within ${check.timeoutMs} ms`,
        httpStatus: null,
      };
    }
    const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : '';
    const message = err instanceof Error ? err.message : String(err);
    return { up: false, latencyMs, error: hide(cause || message).slice(0, 500), httpStatus: null };
  }
}

type Checked = { values: StoredValues; supplier: typeof suppliers.$inferSelect };

/** One check of the integration as its supplier says, its settings filled in. */
async function probeIntegration(row: Checked, keyring: Keyring): Promise<HealthResult> {
  const values = plainValues(row.values, keyring);
  const secrets = Object.entries(row.values)
    .filter(([, v]) => isSecret(v))
    .map(([name]) => values.get(name) ?? '');
  return probe(
    {
      method: row.supplier.healthMethod,
      url: fillUrl(row.supplier.healthUrl, values),
      status: row.supplier.healthStatus,
      timeoutMs: row.supplier.healthTimeoutMs,
    },
    secrets,
  );
}

/** The result as the integration's last check (not a change of its settings: no audit). */
async function recordResult(db: Db, integrationId: number, result: HealthResult, at: Date) {
  await db
    .update(i)
    .set({
      healthStatus: result.up ? 'up' : 'down',
      healthCheckedAt: at,
      healthLatencyMs: result.latencyMs,
      healthError: result.error,
      healthHttpStatus: result.httpStatus,
    })
    .where(eq(i.id, integrationId));
}

/** Checks one integration by id, as the scheduled checks do; gone since it was claimed: none. */
export async function checkIntegrationById(
  db: Db,
  keyring: Keyring,
  integrationId: number,
  now: () => Date,
) {
  const [row] = await db
    .select({ values: i.values, supplier: suppliers })
    .from(i)
    .innerJoin(suppliers, eq(suppliers.id, i.supplierId))
    .where(eq(i.id, integrationId));
  if (!row) return;
  const result = await probeIntegrationSafely(row, keyring);
  await recordResult(db, integrationId, result, now());
}

/** A secret that no longer opens (its key retired) is the check's error, not a crash. */
async function probeIntegrationSafely(row: Checked, keyring: Keyring): Promise<HealthResult> {
  try {
    return await probeIntegration(row, keyring);
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    return { up: false, latencyMs: 0, error: error.slice(0, 500), httpStatus: null };
  }
}

/** Checks the integration now and records the result. */
export async function checkIntegration(db: Db, keyring: Keyring, at: IntegrationAt) {
  const row = await getInScope(
    db
      .select({ values: i.values, supplier: suppliers })
      .from(i)
      .innerJoin(suppliers, eq(suppliers.id, i.supplierId))
      .where(
        and(
          eq(i.id, at.integrationId),
          eq(i.applicationId, at.applicationId),
          eq(i.supplierId, at.supplierId),
        ),
      ),
  );
  await recordResult(db, at.integrationId, await probeIntegration(row, keyring), new Date());
}
