import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { PERMISSION_NAMES } from '#contract/permissions';
import type { PermissionGate, usePermission } from '../../src/components/permissions';
import type { KitArea, KitRowAction } from '../../src/kit/types';
import { type PageAccess, pageRule } from '../../src/routing/page-access';

/**
 * Pages name the contract operation whose access they share (`'orders.cancel'`), never a
 * permission: a name spelt in a page is a second copy of the contract's rule, free to drift
 * from what the server checks, and a typo in it would compile. Only the contract and the server
 * may hold the names of spec section 6.
 */

const ROOT = join(import.meta.dirname, '../..');
const SCRIPTS: Record<string, ts.ScriptKind> = {
  '.ts': ts.ScriptKind.TS,
  '.tsx': ts.ScriptKind.TSX,
  '.js': ts.ScriptKind.JS,
  '.mjs': ts.ScriptKind.JS,
};

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : [path];
  });
}

/** Every piece of literal text of a script: strings, template parts and JSX text. */
function literalsOf(name: string, text: string, kind: ts.ScriptKind): string[] {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, false, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteralLike(node) ||
      ts.isTemplateLiteralToken(node) ||
      ts.isJsxText(node) ||
      ts.isRegularExpressionLiteral(node)
    ) {
      found.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const NAME = new RegExp(`\\b(${PERMISSION_NAMES.join('|')})\\b`, 'g');

/** The permission names a file holds as literal text (a script's comments are not code). */
function permissionNamesIn(name: string, text: string): string[] {
  const kind = SCRIPTS[extname(name)];
  const literals = kind === undefined ? [text] : literalsOf(name, text, kind);
  return literals.flatMap((literal) => literal.match(NAME) ?? []);
}

describe('what pages name', () => {
  it('compiles only as an operation of the access table', () => {
    // @ts-expect-error a permission is no operation
    const permission: PageAccess = 'apps_orders_edit';
    // @ts-expect-error nor is a misspelt operation
    const typo: PageAccess = 'orders.cancl';
    const operation: PageAccess = 'orders.cancel';
    expect([permission, typo, operation]).toHaveLength(3);
    expectTypeOf<Parameters<typeof usePermission>[0]>().toEqualTypeOf<PageAccess>();
    expectTypeOf<Parameters<typeof PermissionGate>[0]['access']>().toEqualTypeOf<PageAccess>();
    expectTypeOf<NonNullable<KitArea<object>['access']>['edit']>().toExtend<
      PageAccess | undefined
    >();
    expectTypeOf<KitRowAction<object>['access']>().toExtend<PageAccess | undefined>();
  });

  it("shows an action under its operation's permission, any of a list as the server", () => {
    expect(pageRule('orders.cancel')).toEqual({
      permission: 'apps_orders_cancel',
      feature: 'orders',
    });
    expect(pageRule('orders.get').permission).toEqual(['apps_orders_process', 'apps_orders_edit']);
    expect(pageRule('signedIn')).toEqual({});
  });
});

describe('permission names', () => {
  it('are read from the contract', () => {
    expect(PERMISSION_NAMES).toContain('apps_orders_cancel');
    expect(PERMISSION_NAMES.length).toBeGreaterThan(20);
  });

  it('are found however a page would spell them', () => {
    const page = [
      "const a = usePermission('apps_orders_edit');",
      'const b = <Gate permission="company_apps_create">apps_widgets_add</Gate>;',
      "const c = { view: 'apps_orders_process,apps_orders_edit' };",
      // A template with a placeholder, spelt so this file's own literal holds none.
      `const d = \`$\{prefix}company_roles_edit\`;`,
      '// company_users_edit in a comment is no code',
      "const e = 'orders.cancel';",
    ].join('\n');
    expect(permissionNamesIn('page.tsx', page)).toEqual([
      'apps_orders_edit',
      'company_apps_create',
      'apps_widgets_add',
      'apps_orders_process',
      'apps_orders_edit',
      'company_roles_edit',
    ]);
    expect(permissionNamesIn('index.html', '<meta name="x" content="apps_rules_read">')).toEqual([
      'apps_rules_read',
    ]);
  });

  it('appear in no source under src/', () => {
    const held = files(join(ROOT, 'src')).flatMap((path) => {
      const names = permissionNamesIn(path, readFileSync(path, 'utf8'));
      return names.map((name) => `${relative(ROOT, path)}: ${name}`);
    });
    expect(held).toEqual([]);
  });
});
