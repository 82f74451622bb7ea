import type { ReactNode } from 'react';
import { DEFAULT_DATE_FORMAT } from '#contract/constants';
import { DateFormatContext } from '../../ui/inputs/date-format-context';
import { useActiveUser } from '../api/active-user';

/** Every date field of the signed-in pages reads and shows the user's own date format. */
export function DateFormatProvider({ children }: { children: ReactNode }) {
  const format = useActiveUser().data?.body.dateFormat ?? DEFAULT_DATE_FORMAT;
  return <DateFormatContext.Provider value={format}>{children}</DateFormatContext.Provider>;
}
