import { type WidgetDefinition, widgetById } from '#contract/widget-catalogue';
import { WIDGET_TEXT, type WidgetInstanceBody } from '#contract/widgets';
import type { Scope } from '#server/access/index';
import type { Db } from '#server/db/client';
import { Invalid, NotFound } from '#server/kit/errors';
import { formError } from '#server/kit/form-error';
import { companyApps } from '#server/widgets/apps';
import { checkWidgetBody } from '#server/widgets/settings';

/** The checks a widget instance's save goes through after the body schema. */
export const checkedWidget = {
  async known(widgetId: number): Promise<WidgetDefinition> {
    const widget = widgetById(widgetId);
    if (!widget) throw new NotFound(WIDGET_TEXT.unknownWidget);
    return widget;
  },

  /** The endpoint must name the widget; then the per-widget rules, as a form error map. */
  async body(
    db: Db,
    scope: Scope,
    widgetId: number,
    apiEndpoint: string,
    body: WidgetInstanceBody,
    now: Date,
  ): Promise<WidgetDefinition> {
    const widget = await checkedWidget.known(widgetId);
    if (widget.apiEndpoint !== apiEndpoint) {
      throw new Invalid(WIDGET_TEXT.wrongEndpoint);
    }
    const apps = await companyApps(db, scope.companyId);
    const errors = checkWidgetBody(
      widget,
      body,
      apps.map((a) => a.id),
      now,
    );
    if (Object.keys(errors).length > 0) {
      throw formError(errors);
    }
    return widget;
  },
};
