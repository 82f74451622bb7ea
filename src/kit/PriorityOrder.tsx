import { useState } from 'react';
import { Card, Muted } from '#ui';
import { usePermission } from '../components/permissions';
import type { PageAccess } from '../routing/page-access';
import { SortableList } from './SortableList';
import { useSave } from './use-save';

/** A ranked record as the order card shows it. */
interface Ranked {
  name: string;
  enabled: boolean;
}

/**
 * An application's ranked records (pricing rules, deposit rules…) by priority, reordered by
 * dragging or by keyboard; a drop saves the whole order at once (priorities 1, 2, 3…), and a
 * refused save puts the order back as the server has it.
 */
export function PriorityOrder<T extends Ranked>(props: {
  /** The records by priority, as the area's query read them. */
  items: readonly T[];
  idOf: (item: T) => number;
  /** The area's reorder operation: who may move them. */
  reorder: PageAccess;
  save: (ids: number[]) => Promise<unknown>;
  cacheKey: readonly unknown[];
  done: string;
  /** What the order decides, in a sentence. */
  note: string;
  /** The list's accessible name: "Pricing rules in order of priority". */
  label: string;
  testId: string;
}) {
  const movable = usePermission(props.reorder);
  const [moved, setMoved] = useState<T[] | null>(null);
  const saving = useSave({
    cacheKey: props.cacheKey,
    call: props.save,
    done: props.done,
    onSaved: () => setMoved(null),
  });
  const items = moved ?? props.items;
  const onReorder = (next: T[]) => {
    setMoved(next);
    void saving.submit(next.map(props.idOf)).then((ok) => ok || setMoved(null));
  };
  if (items.length === 0) return null;
  return (
    <Card title="Order of priority">
      <Muted>{props.note}</Muted>
      <SortableList
        items={[...items]}
        idOf={props.idOf}
        nameOf={(r) => r.name}
        render={(rule, index) => (
          <span>
            {index + 1}. {rule.name}
            {rule.enabled ? '' : ' (disabled)'}
          </span>
        )}
        onReorder={onReorder}
        label={props.label}
        noun="rule"
        place="priority"
        movable={movable}
        testId={props.testId}
      />
    </Card>
  );
}
