// Deliberate: a cycle through a type-only import, which the rules count too.
import type { Page } from './page';

const shown: Page = { title: 'panel' };
export const panel = shown.title;
