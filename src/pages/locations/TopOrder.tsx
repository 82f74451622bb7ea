import { useState } from 'react';
import { LOCATION_TEXT, type TopLocationRow } from '#contract/locations';
import { Card, Muted } from '#ui';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { usePermission } from '../../components/permissions';
import { expectStatus } from '../../kit/calls';
import { SortableList } from '../../kit/SortableList';
import { useSave } from '../../kit/use-save';
import { locationsKey } from './paths';

/**
 * Every top location in the order the site shows them, reordered by dragging or by keyboard;
 * a drop saves the whole order at once (positions 1, 2, 3…).
 */
export function TopOrder({ applicationId }: { applicationId: string }) {
  const movable = usePermission('topLocations.reorder');
  const query = tsr.topLocations.ordered.useQuery({
    queryKey: [...locationsKey(applicationId), 'top-order'],
    queryData: { params: { applicationId } },
  });
  const [moved, setMoved] = useState<TopLocationRow[] | null>(null);
  const saving = useSave({
    cacheKey: locationsKey(applicationId),
    call: (ids: number[]) =>
      expectStatus(
        api.topLocations.reorder({ params: { applicationId }, body: { topLocationIds: ids } }),
        200,
      ),
    done: LOCATION_TEXT.reordered,
    onSaved: () => setMoved(null),
  });
  const tops = moved ?? (query.data?.status === 200 ? query.data.body.items : []);
  const onReorder = (next: TopLocationRow[]) => {
    setMoved(next);
    void saving.submit(next.map((t) => t.topLocationId)).then((ok) => ok || setMoved(null));
  };
  if (tops.length === 0) return null;
  return (
    <Card title="Order on the site">
      <Muted>The site shows its top locations in this order.</Muted>
      <SortableList
        items={tops}
        idOf={(t) => t.topLocationId}
        nameOf={(t) => t.name}
        render={(top, index) => (
          <span>
            {index + 1}. {top.name} ({top.countryCode})
          </span>
        )}
        onReorder={onReorder}
        label="Top locations in the order the site shows them"
        noun="top location"
        place="position"
        movable={movable}
        testId="top-location-order"
      />
    </Card>
  );
}
