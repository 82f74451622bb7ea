import { feedLink } from '#server/rss-link-builder/keys';
import type { TestServer } from './harness';

/** The application's current feed key (made on first use, as the builder makes it). */
export const feedKeyOf = async (server: TestServer, applicationId: number) =>
  (await feedLink(server.database.db, applicationId)).feedKey;
