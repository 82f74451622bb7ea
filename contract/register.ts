import * as z from 'zod';
import { access } from './access';
import { c, ProblemOrText, ProblemSchema } from './common';
import { COMPANY_TYPES, COUNTRIES } from './constants';
import { freeText, line } from './input';
import { MSG } from './messages';

export const REGISTER_TEXT = {
  received: 'Thank you for your interest. We have sent you an email and will be in touch shortly.',
} as const;

const required = (max: number, what: string) =>
  line().trim().min(1, `${what} is required`).max(max, MSG.maxLength(max));

/** A company's registration of interest (the register page). */
export const CompanyInterestBody = z.strictObject({
  companyName: required(100, 'Company name'),
  companyType: z.enum(COMPANY_TYPES, { message: 'Choose a company type' }),
  firstName: required(50, 'First name'),
  lastName: required(50, 'Last name'),
  email: line().trim().min(1, 'Email is required').email('Enter a valid email address'),
  phone: line()
    .trim()
    .max(20, MSG.maxLength(20))
    .regex(/^[+\d\s().-]*$/, 'Enter a valid phone number'),
  countryCode: z.enum(COUNTRIES, { message: 'Choose a country' }),
  message: freeText().trim().max(1000, MSG.maxLength(1000)),
});
export type CompanyInterestBody = z.infer<typeof CompanyInterestBody>;

export const registerContract = c.router({
  companyInterest: {
    method: 'POST',
    path: '/api/companyInterest',
    metadata: access.public(),
    summary: "Register a company's interest; acknowledged by email, same-day repeats merged",
    body: CompanyInterestBody,
    responses: {
      200: z.object({ message: z.string() }),
      400: ProblemOrText,
      503: ProblemSchema,
    },
  },
});
