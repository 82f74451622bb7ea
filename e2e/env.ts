/** Settings shared by playwright.config.ts (which starts the server) and the specs. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const E2E_ADMIN = { email: 'admin@waypoint.test', password: 'e2e-admin-password' } as const;
export const DEMO_COMPANY = { id: 1, name: 'Demo Travel' } as const;
/** The seeded read-only user (Editor role); playwright.config.ts passes its DEMO_PASSWORD. */
export const DEMO_EDITOR = { email: 'editor@demo.test', password: 'demo-password-1' } as const;

/**
 * The e2e suite runs in lanes: each has its own server with its own fresh embedded database, and
 * one Playwright worker at a time uses it (worker N of E2E_LANES uses lane N), so spec files run
 * side by side without seeing each other's data. Two lanes keep a 2-core machine busy.
 */
export const E2E_LANES = Math.max(1, Number(process.env.E2E_LANES ?? 2));
/** A lane's port; the port after the first (E2E_PORT + 1) is the fake Google provider's. */
export const lanePort = (lane: number) => (lane === 0 ? E2E_PORT : E2E_PORT + 1 + lane);
export const laneURL = (lane: number) => `http://127.0.0.1:${lanePort(lane)}`;
/** A lane's data directory (its embedded database and mail outbox) below the run's directory. */
export const laneDataDir = (runDir: string, lane: number) => `${runDir}/lane-${lane}`;
