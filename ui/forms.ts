// The inputs of the resource kit's forms. Kept out of ui/index.ts on purpose (as ui/shell.ts):
// whatever index.ts exports lands in /login's entry chunk, and the Radix select alone would
// spend most of what is left of its 150 kB budget. Import these as '#ui/forms'.

export { Chips } from './inputs/Chips';
export { ComboboxTags, type ComboOption } from './inputs/ComboboxTags';
export { DateField, type DateFieldProps } from './inputs/DateField';
export { DateInput, type DateInputProps, dateTypingError } from './inputs/DateInput';
export { DateRangeField } from './inputs/DateRangeField';
export { DATE_RANGE_ERROR, type DateRange, dateRangeError } from './inputs/date-range';
export {
  Field,
  type FieldControl,
  type FieldProps,
  LabelWithMark,
  RequiredMark,
  RequiredNote,
} from './inputs/Field';
export { ImageUpload } from './inputs/ImageUpload';
export { type Money, MoneyField } from './inputs/MoneyField';
export { formatMoney, MONEY_ERRORS, minorDigits, parseMoney } from './inputs/money';
export { SearchSelect } from './inputs/SearchSelect';
export { SelectField, type SelectFieldProps } from './inputs/SelectField';
export { TagList } from './inputs/TagList';
export { Textarea, type TextareaProps } from './inputs/Textarea';
export { addTags, removeTag, TAG_ERRORS, type TagRules } from './inputs/tags';
