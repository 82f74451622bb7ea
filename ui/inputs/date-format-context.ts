import { createContext } from 'react';
import { DEFAULT_DATE_FORMAT } from '#contract/constants';

/**
 * The signed-in user's date format (date-fns letters), which every date field shows and reads:
 * the app provides it once from the active user, so no page passes it. Its own file, so the
 * provider does not pull the date input into the signed-in chunk.
 */
export const DateFormatContext = createContext<string>(DEFAULT_DATE_FORMAT);
