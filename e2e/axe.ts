import type { Page } from '@playwright/test';
import axe, { type AxeResults } from 'axe-core';

type Axe = typeof axe;

/**
 * Runs axe-core in the page as it stands. The library is put into a document once and then run
 * as often as needed: `@axe-core/playwright` evaluated its 580 kB again on every analysis and
 * finished each in a new blank page, which was most of an accessibility sweep's time. The
 * console has no frames, so one run of the top document reads everything.
 */
export async function axeViolations(
  page: Page,
  { rules, include }: { rules?: readonly string[]; include?: string } = {},
) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const { violations } = await page.evaluate(
    ({ rules, include }) => {
      const inPage = (window as unknown as { axe: Axe }).axe;
      return inPage.run(
        include ? { include: [include] } : document,
        rules ? { runOnly: { type: 'rule', values: [...rules] } } : {},
      ) satisfies Promise<AxeResults>;
    },
    { rules, include },
  );
  return violations;
}
