import { NAME } from '#contract/names';

export const badge = NAME;
