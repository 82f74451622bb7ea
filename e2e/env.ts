/** Settings shared by playwright.config.ts (which starts the server) and the specs. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const E2E_ADMIN = { email: 'admin@waypoint.test', password: 'e2e-admin-password' } as const;
export const DEMO_COMPANY = { id: 1, name: 'Demo Travel' } as const;
/** The seeded read-only user (Editor role); playwright.config.ts passes its DEMO_PASSWORD. */
export const DEMO_EDITOR = { email: 'editor@demo.test', password: 'demo-password-1' } as const;
