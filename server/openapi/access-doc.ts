import { type AppRoute, type AppRouter, isAppRoute } from '@ts-rest/core';
import { declaredAccess, permissionNames, type RouteAccess } from '#contract/access';
import { contract } from '#contract/index';

/** How to write docs/access.md again; the drift test prints it. */
export const ACCESS_DOC_COMMAND = 'npx tsx scripts/access-doc.ts';

type Row = { area: string; name: string; route: AppRoute; access: RouteAccess | undefined };

/** Every operation with its area: the contract's top-level router, also its OpenAPI tag. */
function rows(router: AppRouter, area = '', prefix = ''): Row[] {
  return Object.entries(router).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    if (isAppRoute(value)) {
      return [{ area: area || key, name, route: value, access: declaredAccess(value.metadata) }];
    }
    return rows(value, area || key, name);
  });
}

const SCOPES: Record<RouteAccess['scope'], string> = {
  public: 'public',
  ingestionKey: 'ingestion key',
  signedIn: 'signed in',
  company: 'company',
  application: 'application',
  platformAdmin: 'platform admin',
};

function rule(access: RouteAccess | undefined): string {
  if (!access) return '**none declared**';
  if (access.scope !== 'company' && access.scope !== 'application') return '';
  const names = permissionNames(access.permission).map((n) => `\`${n}\``);
  const permission =
    names.length === 0
      ? 'any member'
      : names.length === 1
        ? names[0]
        : `any of ${names.join(', ')}`;
  const feature = access.scope === 'application' && access.feature;
  return feature ? `${permission}; feature \`${feature}\`` : (permission ?? '');
}

const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;

/** docs/access.md: every operation of the contract with its scope and permission rule. */
export function accessDoc(): string {
  const all = rows(contract);
  const areas = [...new Set(all.map((row) => row.area))];
  const sections = areas.map((area) => {
    const table = all
      .filter((row) => row.area === area)
      .map(({ name, route, access }) =>
        line([
          `\`${name}\``,
          route.method,
          `\`${route.path}\``,
          access ? SCOPES[access.scope] : '',
          rule(access),
        ]),
      );
    return [
      `## ${area}`,
      '',
      line(['Operation', 'Method', 'Path', 'Scope', 'Permission']),
      line(['---', '---', '---', '---', '---']),
      ...table,
    ].join('\n');
  });
  return `${[
    '# Who may call what',
    '',
    `Generated from the contract's route declarations by \`${ACCESS_DOC_COMMAND}\`; do not edit.`,
    'The server enforces each row before the handler runs (server/access/gate.ts); the client',
    'guards its pages with the same declarations (contract/page-access.ts). Scopes: see',
    'contract/access.ts. A company or application caller of another company gets 404, a member',
    'whose role holds none of the permissions 403, an application without the feature 404.',
    `${all.length} operations in ${areas.length} areas; each area is the operation's tag in /api/openapi.json.`,
    '',
    ...sections.flatMap((section) => [section, '']),
  ]
    .join('\n')
    .trimEnd()}\n`;
}
