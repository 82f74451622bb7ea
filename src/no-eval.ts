import * as z from 'zod';

// The page's Content-Security-Policy forbids eval. Zod would otherwise probe for it with
// `new Function` (caught, but Chromium still reports a violation) to compile faster parsers.
z.config({ jitless: true });
