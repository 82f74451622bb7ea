import * as z from 'zod';
import { day } from './input';

/**
 * The deposit part of the basket quote (issue 29). The request's fields are optional, so a
 * booking site that sends neither still gets its prices (and no deposit, with why).
 */
export const DEPOSIT_QUOTE_TEXT = {
  bookingDateInPast: 'The booking date is in the past',
  mixedCurrencies: 'The basket mixes currencies: a deposit is quoted for one currency',
} as const;

/** The day the booking is made (today when not given): the schedule's first day. */
export const QuoteBookingDate = day().optional();
/** Whether the item can be refunded; a deposit needs every item refundable (not given: no). */
export const QuoteItemRefundable = z.boolean().optional();

export const DepositQuote = z.object({
  optionName: z.string(),
  /** The option's description with {AMOUNT} and {INSTALLMENTS} filled in. */
  description: z.string(),
  ruleName: z.string(),
  initialAmount: z.string(),
  instalments: z.array(z.object({ dueDate: z.string(), amount: z.string() })),
  balanceDueDate: z.string(),
});
export type DepositQuote = z.infer<typeof DepositQuote>;

/** The answer's deposit, or null with why none applies. */
export const DepositAnswer = {
  deposit: DepositQuote.nullable(),
  depositReason: z.string().nullable(),
};
