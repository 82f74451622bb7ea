import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import * as styles from './sortable.css';

type Key = string | number;

export type SortableListProps<T> = {
  items: readonly T[];
  /** The item's stable id (a record id): dnd-kit tracks items by it. */
  idOf: (item: T) => Key;
  /** The item's name, for the handle's label ("Move …") and the live region. */
  nameOf: (item: T) => string;
  /** What the row shows beside its handle. */
  render: (item: T, index: number) => ReactNode;
  /** The whole list in its new order, after a drop that moved something. */
  onReorder: (items: T[]) => void;
  /** The list's accessible name ("Pricing rules in order of priority"). */
  label: string;
  /** "rule", "widget": what the instructions call one item. */
  noun: string;
  /** "priority", "position": what the live region calls a place in the list. */
  place?: string;
  /** Without it the rows have no handles: those who may not reorder read the order. */
  movable?: boolean;
  testId?: string;
};

function Row({
  id,
  name,
  movable,
  testId,
  children,
}: {
  id: Key;
  name: string;
  movable: boolean;
  testId?: string;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({
    id,
    disabled: !movable,
  });
  return (
    <li
      ref={setNodeRef}
      className={styles.row}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid={testId}
    >
      {/* A button, so keyboard users reach it: Space lifts, arrows move, Space drops. */}
      {movable ? (
        <button
          type="button"
          className={styles.handle}
          aria-label={`Move ${name}`}
          {...attributes}
          {...listeners}
        >
          ⠿
        </button>
      ) : null}
      {children}
    </li>
  );
}

/** What the live region says while an item moves, by name and place rather than by id. */
function announcementsFor<T>(props: SortableListProps<T>): Announcements {
  const { items, idOf, nameOf, noun, place = 'position' } = props;
  const index = (id: unknown) => items.findIndex((item) => idOf(item) === id);
  const name = (id: unknown) => {
    const found = items[index(id)];
    return found === undefined ? noun : nameOf(found);
  };
  const at = (id: unknown) => `${place} ${index(id) + 1} of ${items.length}`;
  return {
    onDragStart: ({ active }) => `Picked up ${name(active.id)} at ${at(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${name(active.id)} moved to ${at(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `${name(active.id)} dropped at ${at(over.id)}.` : `${name(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${name(active.id)} cancelled.`,
  };
}

/**
 * The console's one reorderable list (@dnd-kit/sortable): dragged with the pointer or moved
 * with the keyboard, announced by name; the caller keeps the order and saves it.
 */
export function SortableList<T>(props: SortableListProps<T>) {
  const { items, idOf, nameOf, render, onReorder, label, noun, movable = true, testId } = props;
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => idOf(item) === active.id);
    const to = items.findIndex((item) => idOf(item) === over.id);
    onReorder(arrayMove([...items], from, to));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: announcementsFor(props),
        screenReaderInstructions: {
          draggable: `To move a ${noun}, press Space or Enter, use the arrow keys to move it, then Space or Enter to drop it, or Escape to cancel.`,
        },
      }}
    >
      <SortableContext items={items.map(idOf)} strategy={verticalListSortingStrategy}>
        <ol className={styles.list} aria-label={label}>
          {items.map((item, index) => (
            <Row
              key={idOf(item)}
              id={idOf(item)}
              name={nameOf(item)}
              movable={movable}
              testId={testId}
            >
              {render(item, index)}
            </Row>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
