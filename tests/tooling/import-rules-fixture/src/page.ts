import { panel } from './panel';

export const title = `page with ${panel}`;
export type Page = { title: string };
