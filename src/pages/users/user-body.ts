import type { CompanyUser, UserBody } from '#contract/users';

/** The add form's starting values: no role chosen yet (the schema asks for one), active. */
export const EMPTY_USER: UserBody = {
  email: '',
  firstName: '',
  lastName: '',
  roleId: 0,
  title: 0,
  isActive: true,
};

/** The form's values for a loaded user; an empty commission stays empty rather than 0. */
export const toBody = (u: CompanyUser): UserBody => ({
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  roleId: u.roleId,
  title: u.title,
  jobTitle: u.jobTitle,
  phone: u.phone,
  countryCode: u.countryCode,
  spokenLanguages: u.spokenLanguages,
  dob: u.dob,
  commisionPercentage: u.commisionPercentage ?? '',
  targetAmount: u.targetAmount,
  backOfficeReference: u.backOfficeReference,
  biography: u.biography,
  isActive: u.isActive,
});
