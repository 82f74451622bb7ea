import { useActiveUser } from '../api/active-user';
import { formatDate, formatDateTime } from './format';

/**
 * Formatters in the signed-in user's dateFormat / dateTimeFormat (GET /api/auth/activeUser),
 * falling back to dd/MM/yyyy and dd/MM/yyyy HH:mm until it loads. For grids:
 * `const { date, dateTime } = useDateFormat();` then `render: (row) => dateTime(row.created)`.
 */
export function useDateFormat() {
  const user = useActiveUser().data?.body;
  return {
    date: (value: Date | string | null | undefined) => formatDate(value, user?.dateFormat),
    dateTime: (value: Date | string | null | undefined) =>
      formatDateTime(value, user?.dateTimeFormat),
  };
}
