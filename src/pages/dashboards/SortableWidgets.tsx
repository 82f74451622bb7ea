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
import type { WidgetInstance } from '#contract/widgets';
import * as styles from './dashboards.css';

function Row({ widget }: { widget: WidgetInstance }) {
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({
    id: widget.instanceId,
  });
  return (
    <li
      ref={setNodeRef}
      className={styles.sortable}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="sortable-widget"
    >
      {/* The handle is a button so keyboard users reach it: Space lifts, arrows move, Space drops. */}
      <button
        type="button"
        className={styles.handle}
        aria-label={`Move ${widget.widgetTitle}`}
        {...attributes}
        {...listeners}
      >
        ⠿
      </button>
      <span>{widget.widgetTitle}</span>
    </li>
  );
}

/** What the live region says while a widget moves, by title and position rather than by id. */
function announcementsFor(widgets: WidgetInstance[]): Announcements {
  const title = (id: unknown) => widgets.find((w) => w.instanceId === id)?.widgetTitle ?? 'Widget';
  const position = (id: unknown) =>
    `position ${widgets.findIndex((w) => w.instanceId === id) + 1} of ${widgets.length}`;
  return {
    onDragStart: ({ active }) => `Picked up ${title(active.id)} at ${position(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${title(active.id)} moved to ${position(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${title(active.id)} dropped at ${position(over.id)}.`
        : `${title(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${title(active.id)} cancelled.`,
  };
}

const instructions = {
  draggable:
    'To move a widget, press Space or Enter, use the arrow keys to move it, then Space or Enter to drop it, or Escape to cancel.',
};

/** The dashboard's widgets in order, reordered by dragging or by keyboard (@dnd-kit/sortable). */
export function SortableWidgets({
  widgets,
  onReorder,
}: {
  widgets: WidgetInstance[];
  onReorder: (widgets: WidgetInstance[]) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = widgets.findIndex((w) => w.instanceId === active.id);
    const to = widgets.findIndex((w) => w.instanceId === over.id);
    onReorder(arrayMove(widgets, from, to));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: announcementsFor(widgets),
        screenReaderInstructions: instructions,
      }}
    >
      <SortableContext
        items={widgets.map((w) => w.instanceId)}
        strategy={verticalListSortingStrategy}
      >
        <ol className={styles.sortList} aria-label="Widgets in order">
          {widgets.map((widget) => (
            <Row key={widget.instanceId} widget={widget} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
