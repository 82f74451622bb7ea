import type { FoundValue } from './param-examples';
import type { Layout, RouteRow } from './route-def';

const signInStep = 'a step of a sign-in under way: opened on its own it goes back to /login';

/**
 * Rows nobody can open on their own, and why. The checks that open every page of the route
 * table leave these out; tests/client/example-paths.test.ts checks each is still a row.
 */
export const NOT_STANDALONE: Readonly<Record<string, string>> = {
  '/account/twitterSignupRedirect':
    "OAuth redirect target: without the provider's answer it moves straight on to /account",
  '/loginTwitterRedirect':
    "OAuth redirect target: without the provider's answer it moves straight back to /login",
  '/login/twofactor': signInStep,
  '/login/twofactorbackup': signInStep,
  '/login/twofactorSetup': signInStep,
};

export type ExamplePath = { readonly path: string; readonly layout: Layout };

/** The values of the records the demo loads in the background (param-examples.ts). */
export type FoundValues = Readonly<Record<FoundValue, string>>;

/**
 * Every row of the route table as a path that opens a real page, its parameters filled in from
 * the row's examples, leaving out NOT_STANDALONE. A parameter without an example, or whose
 * record is not among `found`, is an error naming every such path: a new area's pages cannot go
 * unchecked.
 */
export function examplePaths(
  rows: readonly RouteRow[],
  found: Partial<FoundValues>,
): ExamplePath[] {
  const missing: string[] = [];
  const paths = rows
    .filter((row) => !Object.hasOwn(NOT_STANDALONE, row.path))
    .map((row) => {
      const path = row.path.replace(/:(\w+)/g, (param, name: string) => {
        const example = row.examples?.[name];
        if (example === undefined) {
          missing.push(`${row.path} (:${name})`);
          return param;
        }
        const value = typeof example === 'string' ? example : found[example.found];
        if (value === undefined) {
          missing.push(`${row.path} (:${name}, found through the API)`);
          return param;
        }
        return encodeURIComponent(value);
      });
      return { path, layout: row.layout };
    });
  if (missing.length > 0) {
    throw new Error(
      `Route parameters with no value: ${missing.join(', ')}. An area declares its examples in \`examples\` (src/kit/area.ts); a found one comes from e2e/found-examples.ts`,
    );
  }
  return paths;
}

/** Whether a concrete path is one a row of the table answers. */
export const isRoutePath = (rows: readonly RouteRow[], path: string) =>
  rows.some((row) => new RegExp(`^${row.path.replace(/:\w+/g, '[^/]+')}$`).test(path));
