import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { MSG } from '#contract/messages';
import { widgetEditorMachine } from '#machines/widget-editor.machine';
import type { WidgetEditorEvent, WidgetEditorInput } from '#machines/widget-editor-events';
import { validateWidgetForm } from '#machines/widget-editor-rules';
import {
  ev,
  inputFor,
  loaded,
  loadFailed,
  savedOk,
  saveFailed,
  searchLocation,
  serverRefusal,
  settlements,
  startEditor,
  storedInstance,
  topLocations,
} from './widget-editor.fixtures';

type Scenario = [string, WidgetEditorInput, WidgetEditorEvent[], typeof getShortestPaths];
const { toggle, range, searchType, accuracy, save, cancel, retry, preset, month, title } = ev;

const scenarios: Scenario[] = [
  [
    'add a map',
    inputFor(searchLocation),
    [toggle, range, searchType, accuracy, save, savedOk, saveFailed, cancel],
    getShortestPaths,
  ],
  [
    'edit a map',
    inputFor(searchLocation, { instanceId: 42 }),
    [loaded, loadFailed, retry, toggle, preset, save, savedOk, saveFailed, cancel],
    getShortestPaths,
  ],
  [
    'add top locations (presets hidden)',
    inputFor(topLocations),
    [toggle, range, month, save, savedOk, cancel],
    getSimplePaths,
  ],
  [
    'edit read-only',
    inputFor(searchLocation, { instanceId: 42, canEdit: false }),
    [loaded, title, toggle, preset, save, cancel],
    getSimplePaths,
  ],
  [
    'add without apps_widgets_add',
    inputFor(searchLocation, { canAdd: false }),
    [title, save, cancel],
    getSimplePaths,
  ],
];

describe.each(scenarios)('widget editor paths: %s', (_name, input, events, generate) => {
  const paths = generate(widgetEditorMachine, { events, input });
  const settings = input.widget.settings;

  it('reach the states this scenario can be in', () => {
    const values = new Set(paths.map((path) => String(path.state.value)));
    if (input.canEdit && input.canAdd) expect(values).toContain('saved');
    else expect(values.has('saving')).toBe(false);
    expect(values).toContain('cancelled');
  });

  it.each(paths.map((path) => [path.steps.map((s) => s.event.type).join(' → '), path]))(
    '%s',
    async (_label, path) => {
      const { actor, loads, saves, emitted } = startEditor(input);
      for (const { event, state } of path.steps) {
        if (!events.includes(event)) continue; // the initial step
        const before = emitted.length;
        if (event === loaded) loads.at(-1)?.resolve(storedInstance);
        else if (event === loadFailed) loads.at(-1)?.reject({ status: 404, body: {} });
        else if (event === savedOk) saves.at(-1)?.resolve(storedInstance);
        else if (event === saveFailed) saves.at(-1)?.reject(serverRefusal);
        else actor.send(event);
        if (settlements.includes(event)) {
          await waitFor(actor, (s) => !s.matches('loading') && !s.matches('saving'));
        }
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(state.value);
        expect(snapshot.context).toEqual(state.context);
        const { context } = snapshot;

        if (snapshot.matches('loading')) expect(loads.at(-1)?.input).toEqual({ instanceId: 42 });
        if (snapshot.matches('saving')) {
          // Only a valid form is sent, with one kind of range (spec sections 4 and 5).
          expect(validateWidgetForm(context.form, settings, context.today)).toEqual({});
          const body = saves.at(-1)?.input.body;
          expect(
            body?.customDateRange === null || body?.dateRangeId === null || settings.hidePresets,
          ).toBe(true);
          if (!context.form.useCustomDate) expect(body?.customDateRange).toBeNull();
        }
        if (context.readOnly) {
          expect(saves).toEqual([]);
          if (snapshot.matches('editing') && context.mode === 'edit') {
            expect(context.form.widgetTitle).toBe(storedInstance.widgetTitle);
          }
        }
        if (context.mode === 'add') expect(context.form.orderId).toBe(99);
        if (settings.hidePresets && !context.form.useCustomDate) {
          expect(context.form.dateRangeId).toBe('DATE-1M');
        }

        const announced = emitted.slice(before);
        if (event === savedOk) {
          expect(announced).toEqual([
            { type: 'saved', message: MSG.widgetSaved, instance: storedInstance },
          ]);
        } else if (event === saveFailed) {
          expect(announced).toEqual([{ type: 'failed', messages: ['Taken'] }]);
          expect(context.errors).toEqual({ widgetTitle: 'Taken' });
        }
      }
      actor.stop();
    },
  );
});
