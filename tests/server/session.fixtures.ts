import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { companies, memberships, roles, users } from '#server/db/schema';
import { ADMIN, JWT_SECRET, type TestServer } from './harness';

/** A second company the admin also belongs to (with the read-only Editor-like role). */
export async function addSecondCompany(server: TestServer, name = 'Second Agency') {
  const { db } = server.database;
  const [company] = await db.insert(companies).values({ name }).returning({ id: companies.id });
  if (!company) throw new Error('no company');
  const [role] = await db
    .insert(roles)
    .values({ companyId: company.id, name: 'Viewer', isSystem: false })
    .returning({ id: roles.id });
  if (!role) throw new Error('no role');
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN.email));
  if (!admin) throw new Error('no admin');
  await db.insert(memberships).values({ companyId: company.id, userId: admin.id, roleId: role.id });
  return { companyId: company.id, roleId: role.id, adminId: admin.id };
}

export async function setMembershipActive(
  server: TestServer,
  who: { userId: number; companyId: number },
  isActive: boolean,
) {
  await server.database.db
    .update(memberships)
    .set({ isActive })
    .where(and(eq(memberships.userId, who.userId), eq(memberships.companyId, who.companyId)));
}

/** An access token signed with the server's key that expired a minute ago. */
export function expiredAccessToken(userId: number, companyId: number, secret = JWT_SECRET) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ cid: companyId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(secret));
}

/** The same claims with `alg: none` and no signature. */
export function unsignedAccessToken(userId: number, companyId: number) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: String(userId), cid: companyId, exp: now + 600 })}.`;
}

export const post = (body: Record<string, unknown>) => ({ method: 'POST', body });
/** The token pair the client keeps and sends back, and nothing else of the sign-in's answer. */
export const tokenPair = ({
  accessToken,
  refreshToken,
}: {
  accessToken: string;
  refreshToken: string;
}) => ({
  accessToken,
  refreshToken,
});
export const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
