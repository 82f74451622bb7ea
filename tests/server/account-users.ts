import { eq } from 'drizzle-orm';
import { memberships, users } from '#server/db/schema';
import { fixtureHash } from './fixture-hash';
import { signIn, type TestServer } from './harness';

let serial = 0;

/** A fresh Editor of the demo company, so a test can change its password freely. */
export async function addUser(server: TestServer, password = 'first-password-1') {
  serial += 1;
  const email = `person${serial}.${Date.now()}@mail.test`;
  const { db } = server.database;
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await fixtureHash(password),
      firstName: 'Pat',
      lastName: 'Doe',
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user not added');
  await db.insert(memberships).values({ companyId: 1, userId: user.id, roleId: 2 });
  return { id: user.id, email, password };
}

export async function userRow(server: TestServer, id: number) {
  const [row] = await server.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

export const SETTINGS = '/api/accounts/generalSettings';

/** A fresh user, signed in, with the headers its calls carry. */
export async function signedInUser(server: TestServer) {
  const user = await addUser(server);
  const session = await signIn(server, user);
  return { ...user, ...session, headers: bearer(session.accessToken) };
}

export const uploadPicture = (server: TestServer, accessToken: string, form: FormData) =>
  server.fetch(`${SETTINGS}/profilePicture`, {
    method: 'POST',
    headers: bearer(accessToken),
    body: form,
  });
