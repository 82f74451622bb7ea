// The page's Content-Security-Policy forbids eval. Zod would otherwise probe for it with
// `new Function` (caught, but Chromium still reports a violation) to compile faster parsers.
//
// Zod keeps its config on globalThis (shared by every copy of the library) and adopts one set
// before it loads. Setting it here rather than calling `z.config` keeps zod out of the first
// page's JavaScript: this module runs first on every page, /login included, where zod is not
// needed (tests/client/no-eval.test.ts checks zod still reads it).
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
shared.__zod_globalConfig = Object.assign(shared.__zod_globalConfig ?? {}, { jitless: true });
