/**
 * The postal address a customer and a linked company share (contract/customer-fields.ts) in
 * their forms: blank for an add, the record's own for an edit.
 */
export type AddressValues = {
  address1: string;
  address2: string;
  city: string;
  state: string;
  postcode: string;
  countryCode: string;
};

export const emptyAddress: AddressValues = {
  address1: '',
  address2: '',
  city: '',
  state: '',
  postcode: '',
  countryCode: '',
};

/** Only the address of a record, which has more fields the form must not carry along. */
export const addressOf = (record: AddressValues): AddressValues => ({
  address1: record.address1,
  address2: record.address2,
  city: record.city,
  state: record.state,
  postcode: record.postcode,
  countryCode: record.countryCode,
});
