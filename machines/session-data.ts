import type { TokenResponse } from '#contract/auth';

/** A signed-in session as the client keeps it (spec section 4: tokens, permissions, company). */
export interface Session {
  accessToken: string;
  refreshToken: string;
  permissions: string[];
  selectedCompanyId: number | null;
  selectedCompanyName: string | null;
}

/** The session a token response opens, or null when it does not complete a sign-in. */
export function sessionFromTokens(tokens: TokenResponse): Session | null {
  if (tokens.needsTwoFactorCode || tokens.accessToken === null || tokens.refreshToken === null) {
    return null;
  }
  return {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    permissions: tokens.userPermissions,
    selectedCompanyId: tokens.selectedCompanyId,
    selectedCompanyName: tokens.selectedCompanyName,
  };
}

/**
 * What a token call rejects with when no answer came back: the network failed, or the page is
 * unloading (a reload cancels the page's calls, and their handlers still run). The server may
 * have rotated the tokens or not, so the stored ones are kept: presented again within the
 * server's reuse grace, they get the rotation's answer.
 */
export class NoAnswer extends Error {
  constructor(cause?: unknown) {
    super('The server did not answer.', { cause });
    this.name = 'NoAnswer';
  }
}
