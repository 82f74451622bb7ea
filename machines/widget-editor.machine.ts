import { and, assign, emit, fromPromise, setup } from 'xstate';
import { MSG } from '#contract/messages';
import type { WidgetInstance } from '#contract/widgets';
import { errorTextsFrom } from './error-text';
import type {
  SaveInput,
  WidgetEditorContext,
  WidgetEditorEmitted,
  WidgetEditorEvent,
  WidgetEditorInput,
} from './widget-editor-events';
import { bodyOf, formOf, newForm } from './widget-editor-form';
import { validateWidgetForm } from './widget-editor-rules';
import { serverFieldErrors } from './widget-editor-server';
import { withCustomToggled, withField } from './widget-editor-update';

const notProvided = () => Promise.reject(new Error('not provided'));
/**
 * The widget editor of spec sections 2, 4 and 5: add mode for instance 0, edit mode after
 * loading; read-only without the permission the mode needs. Loading and saving are injected.
 */
export const widgetEditorMachine = setup({
  types: {
    context: {} as WidgetEditorContext,
    events: {} as WidgetEditorEvent,
    emitted: {} as WidgetEditorEmitted,
    input: {} as WidgetEditorInput,
  },
  actors: {
    loadInstance: fromPromise<WidgetInstance, { instanceId: number }>(notProvided),
    saveInstance: fromPromise<WidgetInstance, SaveInput>(notProvided),
  },
  guards: {
    isAdd: ({ context }) => context.mode === 'add',
    editable: ({ context }) => !context.readOnly,
    invalid: ({ context }) =>
      Object.keys(validateWidgetForm(context.form, context.widget.settings, context.today)).length >
      0,
  },
  actions: {
    setField: assign(({ context, event }) => withField(context, event)),
    toggleCustom: assign(({ context }) => withCustomToggled(context)),
  },
}).createMachine({
  id: 'widgetEditor',
  context: ({ input }) => {
    const mode = input.instanceId === 0 ? 'add' : 'edit';
    return {
      mode,
      instanceId: input.instanceId,
      widget: input.widget,
      readOnly: mode === 'add' ? !input.canAdd : !input.canEdit,
      today: input.today,
      form: newForm(input.widget.name, input.widget.settings, input.applicationIds),
      errors: {},
    };
  },
  initial: 'start',
  states: {
    start: { always: [{ guard: 'isAdd', target: 'editing' }, { target: 'loading' }] },
    loading: {
      invoke: {
        src: 'loadInstance',
        id: 'loadInstance',
        input: ({ context }) => ({ instanceId: context.instanceId }),
        onDone: {
          target: 'editing',
          actions: assign({ form: ({ event }) => formOf(event.output) }),
        },
        onError: {
          target: 'loadFailed',
          actions: emit(({ event }) => ({
            type: 'failed' as const,
            messages: errorTextsFrom(event.error),
          })),
        },
      },
    },
    loadFailed: { on: { RETRY: 'loading', CANCEL: 'cancelled' } },
    editing: {
      on: {
        SET_TITLE: { guard: 'editable', actions: 'setField' },
        SET_WIDTH: { guard: 'editable', actions: 'setField' },
        SET_PRESET: { guard: 'editable', actions: 'setField' },
        SET_CUSTOM_RANGE: { guard: 'editable', actions: 'setField' },
        SET_SEARCH_TYPE: { guard: 'editable', actions: 'setField' },
        SET_ACCURACY: { guard: 'editable', actions: 'setField' },
        SET_MONTH: { guard: 'editable', actions: 'setField' },
        SET_APPLICATIONS: { guard: 'editable', actions: 'setField' },
        TOGGLE_CUSTOM: { guard: 'editable', actions: 'toggleCustom' },
        SAVE: [
          {
            guard: and(['editable', 'invalid']),
            actions: [
              assign({
                errors: ({ context }) =>
                  validateWidgetForm(context.form, context.widget.settings, context.today),
              }),
              emit({ type: 'invalid' as const, message: MSG.invalidForm }),
            ],
          },
          { guard: 'editable', target: 'saving', actions: assign({ errors: {} }) },
        ],
        CANCEL: 'cancelled',
      },
    },
    saving: {
      invoke: {
        src: 'saveInstance',
        id: 'saveInstance',
        input: ({ context: { mode, instanceId, form, widget } }) => ({
          mode,
          instanceId,
          // The guard above made sure a width is chosen.
          body: bodyOf(form, widget.settings, form.cssWidth ?? 'w-full'),
        }),
        onDone: {
          target: 'saved',
          actions: emit(({ event }) => ({
            type: 'saved' as const,
            message: MSG.widgetSaved,
            instance: event.output,
          })),
        },
        onError: {
          target: 'editing',
          actions: [
            assign({ errors: ({ event }) => serverFieldErrors(event.error) }),
            emit(({ event }) => ({
              type: 'failed' as const,
              messages: errorTextsFrom(event.error),
            })),
          ],
        },
      },
    },
    saved: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
