import { type DateValue, formatDate, formatDateTime } from '../../ui/format/dates';
import { useActiveUser } from '../api/active-user';

/**
 * Formatters in the signed-in user's dateFormat / dateTimeFormat (GET /api/auth/activeUser),
 * falling back to dd/MM/yyyy and dd/MM/yyyy HH:mm until it loads. For grids:
 * `const { date, dateTime } = useDateFormat();` then `render: (row) => dateTime(row.created)`.
 * Times are the wall clock of the company's time zone (its settings), here and nowhere else;
 * the browser's until the active user loads.
 */
export function useDateFormat() {
  const user = useActiveUser().data?.body;
  return {
    date: (value: DateValue) => formatDate(value, user?.dateFormat, user?.timeZone),
    dateTime: (value: DateValue) => formatDateTime(value, user?.dateTimeFormat, user?.timeZone),
    /** A chart's axis ticks, which d3's UTC scale puts at UTC midnights. */
    utcDate: (value: DateValue) => formatDate(value, user?.dateFormat, 'UTC'),
  };
}
