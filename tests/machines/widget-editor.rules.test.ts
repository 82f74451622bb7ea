import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { MSG } from '#contract/messages';
import { WIDGET_TEXT } from '#contract/widgets';
import { bodyOf, formOf, newForm } from '#machines/widget-editor-form';
import { monthOptions, validateWidgetForm } from '#machines/widget-editor-rules';
import {
  ev,
  inputFor,
  overview,
  searchLocation,
  startEditor,
  storedInstance,
  TODAY,
  topLocations,
} from './widget-editor.fixtures';

describe('widget editor rules', () => {
  it('adds with order 99 and no range until one is chosen', () => {
    const { actor } = startEditor(inputFor(searchLocation));
    const { context, value } = actor.getSnapshot();
    expect(value).toBe('editing');
    expect(context.mode).toBe('add');
    expect(context.form.orderId).toBe(99);
    expect(context.form.dateRangeId).toBeNull();
  });

  it('fixes the range to last month when the widget hides its presets', () => {
    const { actor } = startEditor(inputFor(topLocations));
    expect(actor.getSnapshot().context.form.dateRangeId).toBe('DATE-1M');
  });

  it('loads first in edit mode, and reads a stored range as custom', async () => {
    const { actor, loads } = startEditor(inputFor(searchLocation, { instanceId: 42 }));
    expect(actor.getSnapshot().value).toBe('loading');
    loads[0]?.resolve(storedInstance);
    const { context, value } = await waitFor(actor, (s) => !s.matches('loading'));
    expect(value).toBe('editing');
    expect(context.form.useCustomDate).toBe(true);
    expect(context.form.orderId).toBe(3);
  });

  it('does not count a placeholder token as a custom range', () => {
    const form = formOf({ ...storedInstance, customDateRange: '{{lastMonth}}' });
    expect(form.useCustomDate).toBe(false);
  });

  it('resets the range when custom date is toggled', () => {
    const { actor } = startEditor(inputFor(searchLocation));
    actor.send(ev.preset);
    actor.send(ev.toggle);
    expect(actor.getSnapshot().context.form).toMatchObject({
      useCustomDate: true,
      dateRangeId: null,
      customDateRange: null,
    });
    actor.send(ev.range);
    actor.send(ev.toggle);
    expect(actor.getSnapshot().context.form.customDateRange).toBeNull();
  });

  it('clears the month when custom date is chosen in the month editor', () => {
    const { actor } = startEditor(inputFor(topLocations));
    actor.send(ev.month);
    actor.send(ev.toggle);
    expect(actor.getSnapshot().context.form.selectedYearMonth).toBeNull();
  });

  it('on save, a preset clears the custom range and a custom range the preset', () => {
    const s = searchLocation.settings;
    const base = { ...formOf(storedInstance), dateRangeId: 'DATE-7D' as const };
    expect(bodyOf({ ...base, useCustomDate: false }, s, 'w-full').customDateRange).toBeNull();
    expect(bodyOf({ ...base, useCustomDate: true }, s, 'w-full').dateRangeId).toBeNull();
  });

  it('keeps the fixed preset beside a custom range when presets are hidden', () => {
    const form = { ...newForm('Top', topLocations.settings, []), useCustomDate: true };
    const body = bodyOf(
      { ...form, customDateRange: '2026-10-01 to 2026-10-02' },
      topLocations.settings,
      'w-full',
    );
    expect(body.dateRangeId).toBe('DATE-1M');
    expect(body.customDateRange).toBe('2026-10-01 to 2026-10-02');
  });

  it('sends no applications for the company overview', () => {
    const form = newForm('All', overview.settings, [1, 2]);
    expect(bodyOf(form, overview.settings, 'w-full').selectedApplicationIds).toEqual([]);
  });

  it('validates title, width, range, search type and accuracy', () => {
    const form = { ...newForm('', searchLocation.settings, []), cssWidth: null };
    expect(validateWidgetForm(form, searchLocation.settings, TODAY)).toEqual({
      widgetTitle: WIDGET_TEXT.titleRequired,
      cssWidth: WIDGET_TEXT.widthRequired,
      dateRangeId: WIDGET_TEXT.dateRangeRequired,
      searchTypeId: WIDGET_TEXT.searchTypeRequired,
      latLonAccuracyId: WIDGET_TEXT.accuracyRequired,
    });
    const long = { ...form, widgetTitle: 'x'.repeat(101) };
    expect(validateWidgetForm(long, searchLocation.settings, TODAY).widgetTitle).toBe(
      MSG.maxLength(100),
    );
  });

  it('limits a custom range to today or earlier, start before end', () => {
    const form = { ...newForm('T', topLocations.settings, []), useCustomDate: true };
    const check = (customDateRange: string | null) =>
      validateWidgetForm({ ...form, customDateRange }, topLocations.settings, TODAY)
        .customDateRange;
    expect(check('2026-11-01 to 2026-11-22')).toBeUndefined();
    expect(check('2026-11-01 to 2026-11-23')).toBe(WIDGET_TEXT.customRangeFuture);
    expect(check('2026-11-05 to 2026-11-01')).toBe(WIDGET_TEXT.customRangeOrder);
    expect(check(null)).toBe(WIDGET_TEXT.customRangeFormat);
  });

  it('says why an invalid form is not saved', () => {
    const { actor, saves, emitted } = startEditor(inputFor(searchLocation));
    actor.send(ev.save);
    expect(saves).toEqual([]);
    expect(emitted).toEqual([{ type: 'invalid', message: MSG.invalidForm }]);
    expect(actor.getSnapshot().context.errors.searchTypeId).toBe(WIDGET_TEXT.searchTypeRequired);
  });

  it('is read-only without apps_widgets_add when adding', () => {
    const { actor } = startEditor(inputFor(searchLocation, { canAdd: false, canEdit: true }));
    actor.send(ev.title);
    expect(actor.getSnapshot().context.readOnly).toBe(true);
    expect(actor.getSnapshot().context.form.widgetTitle).toBe(searchLocation.name);
  });

  it('offers the current and previous 12 months', () => {
    const months = monthOptions(TODAY);
    expect(months).toHaveLength(13);
    expect(months[0]).toBe('2026-11');
    expect(months.at(-1)).toBe('2025-11');
  });
});
