import { startFakeGoogle } from '../tests/server/fakes/google';
import { E2E_PORT } from './env';

/**
 * Where the fake Google-kind provider listens during e2e; playwright.config.ts points the server
 * at it. The port after the console's, so two runs on one machine (E2E_PORT) never share one.
 */
export const E2E_FAKE_GOOGLE_PORT = Number(process.env.E2E_FAKE_GOOGLE_PORT ?? E2E_PORT + 1);
export const E2E_FAKE_GOOGLE_URL = `http://127.0.0.1:${E2E_FAKE_GOOGLE_PORT}`;

/** Global setup: the fake provider (JWKS + ID tokens) for e2e/social.spec.ts; closed at the end. */
export default async function socialSetup() {
  const google = await startFakeGoogle(E2E_FAKE_GOOGLE_PORT);
  return () => google.close();
}
