import { Link } from 'wouter';
import { WIDGET_CATEGORIES, WIDGETS } from '#contract/widget-catalogue';
import { Card, Muted, Stack } from '#ui';

/** The catalogue by category; each widget links to where `hrefOf` says (the editor, usually). */
export function WidgetPicker({
  hrefOf,
  only,
}: {
  hrefOf: (widget: (typeof WIDGETS)[number]) => string;
  /** Application dashboards have no company overview. */
  only?: (widget: (typeof WIDGETS)[number]) => boolean;
}) {
  return (
    <Stack gap="lg">
      {WIDGET_CATEGORIES.map((category) => {
        const widgets = WIDGETS.filter(
          (w) => w.categoryId === category.categoryId && (only?.(w) ?? true),
        );
        return widgets.length === 0 ? null : (
          <Card key={category.categoryId} title={category.name}>
            <ul>
              {widgets.map((w) => (
                <li key={w.widgetId}>
                  <Link href={hrefOf(w)}>{w.name}</Link> <Muted>{w.description}</Muted>
                </li>
              ))}
            </ul>
          </Card>
        );
      })}
    </Stack>
  );
}
