/** The Node flags of package.json's start script (see server-flags.mjs). */
export function serverNodeFlags(): string[];
