import { Card, Stack } from '#ui';
import * as styles from './list.css';
import type { KitList, KitListArea, KitRemove } from './types';
import { useKitList } from './use-kit-list';
import { useListLocal } from './use-list-local';

/**
 * A kit list on a record's page (a company's users, a customer's orders): the same list as
 * KitListPage — server paging, search, sort, filters, row actions, skeleton, failure and empty
 * states — in a panel titled by the list, its Add and toolbar beside the search.
 *
 * Its state stays in the panel rather than the URL: the address is the record's, a record page
 * may hold several lists that would fight over one `?page=`, and Back should leave the record
 * rather than step through a panel's pages. A list that is a page of its own (a linked
 * company's Users tab) is a KitListPage, whose state is in the URL.
 */
export function KitChildList<Row extends object, K extends string, F extends string>({
  area,
  list,
  remove,
}: {
  area: KitListArea<Row>;
  list: KitList<Row, K, F>;
  remove?: KitRemove<Row>;
}) {
  const parts = useKitList({ area, list, remove, control: useListLocal<K, F>() });
  return (
    // Named, the panel is a region a screen reader can jump to among the record's panels.
    <Card title={area.plural} aria-label={area.plural}>
      <Stack>
        <div className={styles.toolbar}>
          <div className={styles.filters}>{parts.filters}</div>
          <div className={styles.actions}>{parts.actions}</div>
        </div>
        <div className={styles.active}>{parts.active}</div>
        {parts.body}
      </Stack>
    </Card>
  );
}
