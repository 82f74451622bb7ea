/** True when a write broke a unique index (SQLSTATE 23505), whichever driver raised it. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 8; depth++) {
    if (typeof e !== 'object') return false;
    const { code, cause } = e as { code?: unknown; cause?: unknown };
    if (code === '23505') return true;
    e = cause;
  }
  return false;
}
