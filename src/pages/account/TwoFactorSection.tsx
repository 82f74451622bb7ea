import { useState } from 'react';
import { TWO_FACTOR_MSG, type TwoFactorSetup } from '#contract/twofactor';
import { Button, Card, Muted, Stack, TextField } from '#ui';
import { queryClient } from '../../api/query-client';
import { tsr } from '../../api/tsr';
import { FormElement } from '../../components/FormElement';
import { notifications } from '../../notify/store';
import { BackupCodesList } from './BackupCodesList';
import { TwoFactorQr } from './TwoFactorQr';

const KEY = ['account', 'twoFactor'];
const refresh = () => void queryClient.invalidateQueries({ queryKey: KEY });

/** Two-factor on the account page: turn on with a QR code, turn off with a code, new backup codes. */
export function TwoFactorSection() {
  const status = tsr.twoFactor.status.useQuery({ queryKey: KEY }).data?.body;
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');

  const showCodes = (backupCodes: string[], message: string) => {
    notifications.notify('success', message);
    setCodes(backupCodes);
    setSetup(null);
    setCode('');
    refresh();
  };
  const begin = tsr.twoFactor.setupBegin.useMutation({
    onSuccess: (r) => {
      setCodes(null);
      setSetup(r.body);
    },
  });
  const confirm = tsr.twoFactor.setupConfirm.useMutation({
    onSuccess: (r) => showCodes(r.body.backupCodes, TWO_FACTOR_MSG.enabled),
  });
  const regenerate = tsr.twoFactor.regenerateBackupCodes.useMutation({
    onSuccess: (r) => showCodes(r.body.backupCodes, TWO_FACTOR_MSG.codesRegenerated),
  });
  const disable = tsr.twoFactor.disable.useMutation({
    onSuccess: () => {
      notifications.notify('success', TWO_FACTOR_MSG.disabled);
      setCodes(null);
      setCode('');
      refresh();
    },
  });

  if (!status) return null;
  const codeField = (label: string) => (
    <TextField
      label={label}
      inputMode={status.enabled ? 'text' : 'numeric'}
      autoComplete="one-time-code"
      value={code}
      onChange={(event) => setCode(event.target.value)}
    />
  );

  return (
    <Card title="Two-factor authentication">
      <Stack gap="md">
        {codes ? <BackupCodesList codes={codes} /> : null}
        {status.enabled ? (
          <>
            <Muted>
              On. {status.backupCodesLeft} backup code{status.backupCodesLeft === 1 ? '' : 's'}{' '}
              left.
              {status.required ? ' Your company requires it, so it cannot be turned off.' : ''}
            </Muted>
            {codeField('Code from your authenticator app')}
            <div>
              <Button
                loading={regenerate.isPending}
                onClick={() => regenerate.mutate({ body: { code } })}
              >
                New backup codes
              </Button>{' '}
              {status.required ? null : (
                <Button
                  tone="danger"
                  loading={disable.isPending}
                  onClick={() => disable.mutate({ body: { code } })}
                >
                  Turn off two-factor
                </Button>
              )}
            </div>
          </>
        ) : setup ? (
          <FormElement onSubmit={() => confirm.mutate({ body: { code } })}>
            <Stack gap="md">
              <TwoFactorQr setup={setup} />
              {codeField('Code from your authenticator app')}
              <div>
                <Button type="submit" loading={confirm.isPending}>
                  Confirm and turn on
                </Button>
              </div>
            </Stack>
          </FormElement>
        ) : (
          <>
            <Muted>Off. Signing in will ask only for your password.</Muted>
            <div>
              <Button loading={begin.isPending} onClick={() => begin.mutate({ body: {} })}>
                Turn on two-factor
              </Button>
            </div>
          </>
        )}
      </Stack>
    </Card>
  );
}
