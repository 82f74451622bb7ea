import { useState } from 'react';
import { Link } from 'wouter';
import { COMPANY_TYPES, COUNTRIES } from '#contract/constants';
import { CompanyInterestBody } from '#contract/register';
import { Button, Heading, Muted, Select, Stack, TextField } from '#ui';
import { api } from '../../api/client';
import { FormElement } from '../../components/FormElement';
import { BackToSignIn, DoneNotice, useMessageSubmit } from '../../components/message-submit';
import { serverFieldErrors } from '../../components/server-errors';
import { type FieldErrors, fieldErrors } from '../account/form-errors';
import { MessageField } from './MessageField';

type CompanyType = (typeof COMPANY_TYPES)[number];
type Country = (typeof COUNTRIES)[number];
type TextKey = 'companyName' | 'firstName' | 'lastName' | 'email' | 'phone';

const TEXT_FIELDS: ReadonlyArray<{ key: TextKey; label: string; type?: string; auto: string }> = [
  { key: 'companyName', label: 'Company name', auto: 'organization' },
  { key: 'firstName', label: 'First name', auto: 'given-name' },
  { key: 'lastName', label: 'Last name', auto: 'family-name' },
  { key: 'email', label: 'Email', type: 'email', auto: 'email' },
  { key: 'phone', label: 'Phone', type: 'tel', auto: 'tel' },
];

const typeOptions = COMPANY_TYPES.map((t) => ({ value: t, label: t }));
const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryOptions = COUNTRIES.map((c) => ({ value: c, label: countryNames.of(c) ?? c }));

const empty = {
  companyName: '',
  companyType: 'TravelAgent' as CompanyType,
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  countryCode: 'GB' as Country,
  message: '',
};

/** A company registers its interest; the platform admins follow it up. */
export default function RegisterPage() {
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { busy, done, run } = useMessageSubmit();
  const set = <K extends keyof typeof empty>(key: K, value: (typeof empty)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  function submit() {
    const invalid = fieldErrors(CompanyInterestBody, form);
    setErrors(invalid ?? {});
    if (invalid) return;
    return run(
      () => api.register.companyInterest({ body: form }),
      (res) => setErrors(serverFieldErrors(res)),
    );
  }

  if (done) {
    return <DoneNotice title="Registration received" message={done} link={<BackToSignIn />} />;
  }
  return (
    <Stack gap="lg">
      <div>
        <Heading level={1}>Register your company</Heading>
        <Muted>Tell us about your company and we will contact you.</Muted>
      </div>
      <FormElement onSubmit={submit}>
        <Stack gap="md">
          {TEXT_FIELDS.slice(0, 1).map(textField)}
          <Select
            label="Company type"
            options={typeOptions}
            value={form.companyType}
            onValueChange={(v) => set('companyType', v)}
          />
          {TEXT_FIELDS.slice(1).map(textField)}
          <Select
            label="Country"
            options={countryOptions}
            value={form.countryCode}
            onValueChange={(v) => set('countryCode', v)}
          />
          <MessageField
            value={form.message}
            onChange={(v) => set('message', v)}
            errors={errors.message ?? []}
          />
          <Button type="submit" block loading={busy}>
            Register
          </Button>
        </Stack>
      </FormElement>
      <Link href="/login">Already have an account? Sign in</Link>
    </Stack>
  );

  function textField(field: (typeof TEXT_FIELDS)[number]) {
    return (
      <TextField
        key={field.key}
        label={field.label}
        type={field.type ?? 'text'}
        autoComplete={field.auto}
        required={field.key !== 'phone'}
        value={form[field.key]}
        onChange={(event) => set(field.key, event.target.value)}
        errors={errors[field.key] ?? []}
      />
    );
  }
}
