import type { WidgetFieldSettings } from '#contract/widget-catalogue';
import type { DateRangeId, WidgetInstance, WidgetInstanceBody } from '#contract/widgets';
import type {
  AccuracyId,
  CssWidth,
  SearchTypeId,
  WidgetForm,
  WidgetFormErrors,
} from './widget-editor-form';

export interface WidgetEditorInput {
  /** 0 means add mode (spec section 4). */
  instanceId: number;
  widget: { widgetId: number; name: string; settings: WidgetFieldSettings };
  /** apps_widgets_edit / apps_widgets_add: without the one the mode needs, read-only. */
  canEdit: boolean;
  canAdd: boolean;
  /** YYYY-MM-DD: the custom range must end today or earlier. */
  today: string;
  /** Applications ticked for a new widget (the application itself on its own dashboard). */
  applicationIds: number[];
}

export interface WidgetEditorContext {
  mode: 'add' | 'edit';
  instanceId: number;
  widget: WidgetEditorInput['widget'];
  readOnly: boolean;
  today: string;
  form: WidgetForm;
  errors: WidgetFormErrors;
}

export type WidgetEditorEvent =
  | { type: 'SET_TITLE'; value: string }
  | { type: 'SET_WIDTH'; value: CssWidth | null }
  | { type: 'TOGGLE_CUSTOM' }
  | { type: 'SET_PRESET'; value: DateRangeId | null }
  | { type: 'SET_CUSTOM_RANGE'; value: string | null }
  | { type: 'SET_SEARCH_TYPE'; value: SearchTypeId | null }
  | { type: 'SET_ACCURACY'; value: AccuracyId | null }
  | { type: 'SET_MONTH'; value: string | null }
  | { type: 'SET_APPLICATIONS'; value: number[] }
  | { type: 'SAVE' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' };

export type WidgetEditorEmitted =
  | { type: 'saved'; message: string; instance: WidgetInstance }
  | { type: 'failed'; messages: string[] }
  | { type: 'invalid'; message: string };

export type SaveInput = { mode: 'add' | 'edit'; instanceId: number; body: WidgetInstanceBody };
