import { expect, it } from 'vitest';
import '../../src/no-eval';
import * as z from 'zod';

it('turns off zod’s eval probe without importing zod, and zod reads the setting', () => {
  expect(z.config().jitless).toBe(true);
});
