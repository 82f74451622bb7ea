import { FieldApi, FormApi } from '@tanstack/form-core';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  clearServerError,
  serverFieldErrors,
  showServerErrors,
} from '../../src/components/server-errors';

const taken = { status: 400, body: { title: 'x', errors: { email: ['Email already used.'] } } };

describe('serverFieldErrors: the field messages of a failed call', () => {
  it('reads the errors map of a 400 answer', () => {
    expect(serverFieldErrors(taken)).toEqual({ email: ['Email already used.'] });
  });

  it('keeps only non-empty text messages', () => {
    const body = { errors: { email: ['', 7, 'Bad.'], phone: 'not a list', name: [] } };
    expect(serverFieldErrors({ status: 400, body })).toEqual({ email: ['Bad.'] });
  });

  it('finds none in other failures', () => {
    expect(serverFieldErrors({ status: 409, body: taken.body })).toEqual({});
    expect(serverFieldErrors({ status: 400, body: 'plain text' })).toEqual({});
    expect(serverFieldErrors(new Error('network'))).toEqual({});
  });
});

/** A form like useContractForm's: the schema validates, an edited field drops server errors. */
function userForm() {
  const schema = z.object({ email: z.string().email(), firstName: z.string().max(50) });
  let saved = 0;
  const form = new FormApi({
    defaultValues: { email: 'kim@example.com', firstName: 'Kim' },
    validators: { onChange: schema, onSubmit: schema },
    listeners: { onChange: ({ fieldApi }) => clearServerError(fieldApi) },
    onSubmit: () => {
      saved += 1;
    },
  });
  form.mount();
  const email = new FieldApi({ form, name: 'email' });
  const firstName = new FieldApi({ form, name: 'firstName' });
  email.mount();
  firstName.mount();
  return { form, email, firstName, saves: () => saved };
}

describe('showServerErrors: the messages under their fields', () => {
  it('puts the message under its field, ignoring fields the form lacks', () => {
    const { form, email } = userForm();
    const other = { status: 400, body: { errors: { roleId: ['Choose a role.'] } } };
    expect(showServerErrors(form, other)).toBe(false);
    expect(showServerErrors(form, taken)).toBe(true);
    expect(email.state.meta.errors).toEqual(['Email already used.']);
  });

  it('keeps it while other fields change and refuses to resend the same value', async () => {
    const { form, email, firstName, saves } = userForm();
    showServerErrors(form, taken);
    firstName.handleChange('Kimberly');
    expect(email.state.meta.errors).toEqual(['Email already used.']);
    await form.handleSubmit();
    expect(saves()).toBe(0);
  });

  it('drops it once the field is edited, and the form saves again', async () => {
    const { form, email, saves } = userForm();
    showServerErrors(form, taken);
    email.handleChange('kim.lo@example.com');
    expect(email.state.meta.errors).toEqual([]);
    await form.handleSubmit();
    expect(saves()).toBe(1);
  });
});
