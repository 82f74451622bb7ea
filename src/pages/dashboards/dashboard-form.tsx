import type { AnyFieldApi } from '@tanstack/react-form';
import { DashboardUpdateBody } from '#contract/dashboards';
import type { WidgetInstance } from '#contract/widgets';
import { Muted } from '#ui';
import { declaredForm } from '../../kit/KitForm';
import { SortableList } from '../../kit/SortableList';

/** What the edit page's form holds of the update's body; the scope and id come from the page. */
export const DashboardEdit = DashboardUpdateBody.pick({
  dashboardName: true,
  dashboardDescription: true,
  sortedWidgetInstanceIds: true,
});

const idsOf = (value: unknown) =>
  Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];

/** The order field: the widgets as dnd-kit's sortable list, or a plain list to read. */
function WidgetOrder({
  field,
  readOnly,
  widgets,
}: {
  field: AnyFieldApi;
  readOnly: boolean;
  widgets: readonly WidgetInstance[];
}) {
  const ordered = idsOf(field.state.value).flatMap((id) => {
    const widget = widgets.find((w) => w.instanceId === id);
    return widget ? [widget] : [];
  });
  if (ordered.length === 0) return <Muted>This dashboard has no widgets yet.</Muted>;
  if (readOnly) {
    return (
      <ol>
        {ordered.map((w) => (
          <li key={w.instanceId}>{w.widgetTitle}</li>
        ))}
      </ol>
    );
  }
  return (
    <SortableList
      items={ordered}
      idOf={(w) => w.instanceId}
      nameOf={(w) => w.widgetTitle}
      render={(w) => <span>{w.widgetTitle}</span>}
      onReorder={(next) => field.handleChange(next.map((w) => w.instanceId))}
      label="Widgets in order"
      noun="widget"
      testId="sortable-widget"
    />
  );
}

/** Name, description and widget order (spec section 2), of the dashboard's own widgets. */
export const dashboardForm = (widgets: readonly WidgetInstance[]) =>
  declaredForm(
    DashboardEdit,
    [
      {
        fields: [
          { name: 'dashboardName', label: 'Name', kind: 'text' },
          { name: 'dashboardDescription', label: 'Description', kind: 'text' },
        ],
      },
      {
        title: 'Widgets',
        fields: [
          {
            name: 'sortedWidgetInstanceIds',
            label: 'Widgets',
            kind: 'custom',
            render: (field, readOnly) => (
              <WidgetOrder field={field} readOnly={readOnly} widgets={widgets} />
            ),
          },
        ],
      },
    ],
    true,
  );
