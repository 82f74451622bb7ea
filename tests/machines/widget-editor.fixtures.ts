import { createActor, fromPromise } from 'xstate';
import { MSG } from '#contract/messages';
import { WIDGETS } from '#contract/widget-catalogue';
import type { WidgetInstance } from '#contract/widgets';
import { widgetEditorMachine } from '#machines/widget-editor.machine';
import type {
  SaveInput,
  WidgetEditorEmitted,
  WidgetEditorEvent,
  WidgetEditorInput,
} from '#machines/widget-editor-events';

export const TODAY = '2026-11-22';
const byUrl = (url: string) => {
  const widget = WIDGETS.find((w) => w.url === url);
  if (!widget) throw new Error(url);
  return widget;
};
export const searchLocation = byUrl('search-location');
export const topLocations = byUrl('top-search-location');
export const overview = byUrl('company-overview');

export const inputFor = (
  widget: WidgetEditorInput['widget'],
  over: Partial<WidgetEditorInput> = {},
): WidgetEditorInput => ({
  instanceId: 0,
  widget,
  canEdit: true,
  canAdd: true,
  today: TODAY,
  applicationIds: [],
  ...over,
});

export const storedInstance: WidgetInstance = {
  instanceId: 42,
  widgetId: searchLocation.widgetId,
  dashboardId: 0,
  orderId: 3,
  widgetTitle: 'Where people search',
  selectedApplicationIds: [1, 2],
  dateRangeId: null,
  customDateRange: '2026-10-01 to 2026-10-31',
  cssWidth: 'lg:w-2/3',
  additionalSettings: { searchTypeId: 1, latLonAccuracyId: 2, selectedYearMonth: null },
};

export const serverRefusal = {
  status: 400,
  body: { title: MSG.invalidForm, errors: { widgetTitle: ['Taken'] } },
};

// Each outcome of an injected call is an actor event the graph can explore.
const actorEvent = (event: Record<string, unknown>) => event as unknown as WidgetEditorEvent;
export const loaded = actorEvent({
  type: 'xstate.done.actor.loadInstance',
  output: storedInstance,
});
export const loadFailed = actorEvent({
  type: 'xstate.error.actor.loadInstance',
  error: { status: 404, body: { title: 'Not found' } },
});
export const savedOk = actorEvent({
  type: 'xstate.done.actor.saveInstance',
  output: storedInstance,
});
export const saveFailed = actorEvent({
  type: 'xstate.error.actor.saveInstance',
  error: serverRefusal,
});
export const settlements = [loaded, loadFailed, savedOk, saveFailed];

export const ev = {
  title: { type: 'SET_TITLE', value: 'Searches' },
  noTitle: { type: 'SET_TITLE', value: ' ' },
  toggle: { type: 'TOGGLE_CUSTOM' },
  preset: { type: 'SET_PRESET', value: 'DATE-7D' },
  range: { type: 'SET_CUSTOM_RANGE', value: '2026-11-01 to 2026-11-20' },
  futureRange: { type: 'SET_CUSTOM_RANGE', value: '2026-11-01 to 2026-12-20' },
  searchType: { type: 'SET_SEARCH_TYPE', value: 5 },
  accuracy: { type: 'SET_ACCURACY', value: 3 },
  month: { type: 'SET_MONTH', value: '2026-10' },
  save: { type: 'SAVE' },
  cancel: { type: 'CANCEL' },
  retry: { type: 'RETRY' },
} satisfies Record<string, WidgetEditorEvent>;

type Pending<I, O> = { input: I; resolve: (o: O) => void; reject: (e: unknown) => void };

/** An editor whose calls wait until the test settles them. */
export function startEditor(input: WidgetEditorInput) {
  const loads: Pending<{ instanceId: number }, WidgetInstance>[] = [];
  const saves: Pending<SaveInput, WidgetInstance>[] = [];
  const machine = widgetEditorMachine.provide({
    actors: {
      loadInstance: fromPromise<WidgetInstance, { instanceId: number }>(
        ({ input }) => new Promise((resolve, reject) => loads.push({ input, resolve, reject })),
      ),
      saveInstance: fromPromise<WidgetInstance, SaveInput>(
        ({ input }) => new Promise((resolve, reject) => saves.push({ input, resolve, reject })),
      ),
    },
  });
  const emitted: WidgetEditorEmitted[] = [];
  const actor = createActor(machine, { input });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, loads, saves, emitted };
}
