/**
 * The longest a test, a hook or a wait for a condition may take. Only a hang gets near it: no
 * test's verdict depends on how fast the machine is, and a loaded one must not fail a test that
 * is merely slow there (main.test.ts ran past two minutes on a busy 2-core machine).
 */
export const HANG_GUARD_MS = 600_000;
