import type { ReactNode } from 'react';
import { Card, type Crumb, Page, Stack } from '#ui';
import { useSectionCrumb } from '../layouts/nav/use-nav';
import * as styles from './list.css';
import { listShape } from './shape';
import type { KitList, KitListArea, KitRemove } from './types';
import { useKitList } from './use-kit-list';
import { useListUrl } from './use-list-url';

/**
 * An area's list page: search, filters, Add and the area's toolbar in one row, then the
 * server-paged grid (page, search, sort and filters in the URL), a skeleton until the first
 * page arrives, and an empty state that offers the next action.
 */
export function KitListPage<Row extends object, K extends string, F extends string>({
  area,
  list,
  remove,
  title = area.plural,
  breadcrumbs,
  above,
}: {
  area: KitListArea<Row>;
  list: KitList<Row, K, F>;
  remove?: KitRemove<Row>;
  /** The page's title when it says more than the list's name ("Users of Northwind"). */
  title?: string;
  /** The trail above the title, for a list inside another record (a list's regions of a country). */
  breadcrumbs?: readonly Crumb[];
  /** Between the title and the list: the tabs of the record whose list this is. */
  above?: ReactNode;
}) {
  const url = useListUrl(listShape(list.columns, list.filters));
  const parts = useKitList({ area, list, remove, control: url });
  const section = useSectionCrumb(area.paths?.list);
  return (
    // The page header's action row wraps them on a phone (ui/components/pageHeader.css.ts).
    <Page title={title} breadcrumbs={breadcrumbs ?? section} actions={parts.actions}>
      {above}
      <Card>
        <Stack>
          <div className={styles.filters}>{parts.filters}</div>
          <div className={styles.active}>{parts.active}</div>
          {parts.body}
        </Stack>
      </Card>
    </Page>
  );
}
