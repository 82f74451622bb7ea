/** The same business-rule refusals under the names some areas use (see form-error.ts). */
export { fieldError as invalidField, formError as invalidForm } from './form-error';
