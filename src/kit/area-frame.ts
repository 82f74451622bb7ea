import type { KitArea } from './types';

const kitTitles = (noun: string) => ({
  view: `View ${noun}`,
  edit: `Edit ${noun}`,
  add: `Add ${noun}`,
});

/** What a record's add, view and edit pages say alike of their area: titles and the way back. */
export const areaFrame = <Row>(area: KitArea<Row>) => ({
  titles: area.titles ?? kitTitles(area.noun),
  listPath: area.paths.list,
  listLabel: area.plural,
});
