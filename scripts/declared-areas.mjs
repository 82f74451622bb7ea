// The area descriptors as data, for the scripts that write what is derived from them.
import * as esbuild from 'esbuild';
import { areaPermissions } from './permission-migrations.mjs';

// contract/area-permissions.ts is written from the descriptors (scripts/areas.mjs): a stale or
// missing copy must not stop the scripts that write it.
const withoutGenerated = {
  name: 'without-generated',
  setup(build) {
    build.onResolve({ filter: /\/area-permissions$/ }, (args) => ({
      path: args.path,
      namespace: 'generated',
    }));
    build.onLoad({ filter: /.*/, namespace: 'generated' }, () => ({
      contents: 'export const AREA_PERMISSIONS = [];',
      loader: 'js',
    }));
  },
};

/**
 * The areas in their list's order (contract/areas/index.ts) with their contract routers, and the
 * permissions they add to the spec's catalogue (plain data: the descriptors bundle alone).
 */
export async function declared(root) {
  const out = await esbuild.build({
    stdin: {
      contents: [
        "export { AREAS } from './contract/areas/index.ts';",
        "export { SPEC_PERMISSION_NAMES } from './contract/permissions.ts';",
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    plugins: [withoutGenerated],
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  });
  const code = Buffer.from(out.outputFiles[0].text).toString('base64');
  const { AREAS, SPEC_PERMISSION_NAMES } = await import(`data:text/javascript;base64,${code}`);
  return {
    areas: AREAS.map((area) => ({ name: area.name, routers: Object.keys(area.access) })),
    permissions: areaPermissions(AREAS, SPEC_PERMISSION_NAMES),
  };
}
