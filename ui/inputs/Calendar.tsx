import { type ClassNames, DayPicker } from 'react-day-picker';
import * as styles from './datePicker.css';

// Loaded when a calendar first opens (DateInput imports it lazily): forms never pay for it.

const CLASS_NAMES: Partial<ClassNames> = {
  months: styles.months,
  nav: styles.nav,
  button_previous: styles.navButton,
  button_next: styles.navButton,
  chevron: styles.chevron,
  month_caption: styles.caption,
  dropdowns: styles.dropdowns,
  dropdown_root: styles.dropdownRoot,
  dropdown: styles.dropdown,
  caption_label: styles.captionLabel,
  month_grid: styles.grid,
  weekday: styles.weekday,
  day: styles.day,
  day_button: styles.dayButton,
  today: styles.today,
  selected: styles.selected,
  outside: styles.outside,
  disabled: styles.disabled,
  hidden: styles.hidden,
};

/** A calendar day as the local midnight DayPicker works in, and back: no time zone moves it. */
const toDate = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
};
const pad = (n: number) => String(n).padStart(2, '0');
const toDay = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

export interface CalendarProps {
  /** "YYYY-MM-DD", or '' for none: the month it opens on. */
  value: string;
  min?: string | undefined;
  max?: string | undefined;
  onPick: (day: string) => void;
}

/** A month grid: arrows move by day, Page Up/Down by month, a month and year list jump far. */
export default function Calendar({ value, min, max, onPick }: CalendarProps) {
  const selected = value ? toDate(value) : undefined;
  const disabled = [
    ...(min ? [{ before: toDate(min) }] : []),
    ...(max ? [{ after: toDate(max) }] : []),
  ];
  return (
    <DayPicker
      mode="single"
      autoFocus
      selected={selected}
      defaultMonth={selected ?? (min ? toDate(min) : undefined)}
      onSelect={(date) => {
        if (date) onPick(toDay(date));
      }}
      disabled={disabled}
      weekStartsOn={1}
      captionLayout="dropdown"
      startMonth={new Date(1900, 0)}
      endMonth={new Date(new Date().getFullYear() + 20, 11)}
      classNames={CLASS_NAMES}
    />
  );
}
