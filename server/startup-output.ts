/**
 * What the process prints for a person on stdout (the log is JSON lines, hard to read at a
 * glance): pure, so its order and content are tested without starting a server.
 */

export const RESET_COMMAND = 'npm run admin:reset-password';

const RULE = '═'.repeat(72);

/** A password framed so it stands out, whatever scrolled before it. */
export function passwordBlock(heading: string, email: string, password: string): string[] {
  return [
    '',
    RULE,
    `  ${heading}`,
    '',
    `    email     ${email}`,
    `    password  ${password}`,
    '',
    '  Shown only this once: keep it somewhere safe.',
    `  Lost it? \`${RESET_COMMAND} ${email}\` sets a new one`,
    '  (with the embedded database, stop the console first).',
    RULE,
    '',
  ];
}

export const firstAdminBlock = (email: string, password: string) =>
  passwordBlock('First admin created. Sign in with:', email, password);

export type ReadyState = {
  url: string;
  /** The database as it may be printed (server/config.ts describeDatabaseUrl). */
  where: string;
  adminEmail: string;
  /** Set on the first start when no ADMIN_PASSWORD was given. */
  generatedAdminPassword: string | undefined;
};

/** The ready line, then the first admin's password when it was just made: the last lines. */
export function readyOutput(state: ReadyState): string[] {
  const { url, where, adminEmail, generatedAdminPassword: password } = state;
  const signIn = password
    ? `sign in as ${adminEmail} with the password below`
    : `sign in as ${adminEmail} (password forgotten? ${RESET_COMMAND})`;
  const ready = `Waypoint Console is running at ${url} (database: ${where}); ${signIn}`;
  return password ? [ready, ...firstAdminBlock(adminEmail, password)] : [ready];
}
