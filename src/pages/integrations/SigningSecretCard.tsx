import { useState } from 'react';
import { type Subscription, WEBHOOK_TEXT } from '#contract/webhooks';
import { Alert, Button, Card, Muted, Stack } from '#ui';
import { api } from '../../api/client';
import { PermissionGate } from '../../components/permissions';
import { useDateFormat } from '../../dates/use-date-format';
import { expectStatus } from '../../kit/calls';
import { useSave } from '../../kit/use-save';

/** The secret handed over by the add page, there only right after adding. */
function freshSecret(): string | null {
  const state: unknown = window.history.state;
  if (state && typeof state === 'object' && 'signingSecret' in state) {
    return typeof state.signingSecret === 'string' ? state.signingSecret : null;
  }
  return null;
}

/**
 * The subscription's signing secret: stored sealed and shown once, right after adding or a
 * rotation (the old one stays valid for a day, and deliveries carry both signatures meanwhile).
 */
export function SigningSecretCard({
  params,
  subscription: r,
  adopt,
}: {
  params: {
    applicationId: string;
    supplierId: string;
    integrationId: string;
    subscriptionId: string;
  };
  subscription: Subscription;
  adopt: (version: number) => void;
}) {
  const { dateTime } = useDateFormat();
  const [secret, setSecret] = useState(freshSecret);
  const rotate = useSave({
    cacheKey: ['integrations', params.applicationId],
    call: async () => {
      const done = await expectStatus(api.webhooks.rotate({ params }), 200);
      setSecret(done.secret);
      adopt(done.version);
      return done;
    },
    done: WEBHOOK_TEXT.rotated,
  });
  return (
    <Card title="Signing secret">
      <Stack gap="sm">
        {secret ? (
          <Alert tone="warning">
            Copy this secret now; it will not be shown again: <code>{secret}</code>
          </Alert>
        ) : (
          <Muted>Set {dateTime(r.secretSet)}; stored sealed, it cannot be shown again.</Muted>
        )}
        {r.previousSecretUntil ? (
          <Muted>The previous secret stays valid until {dateTime(r.previousSecretUntil)}.</Muted>
        ) : null}
        <Muted>
          Verify each delivery: x-waypoint-signature is t=&lt;unix seconds&gt;,v1=&lt;hex
          HMAC-SHA256 of "&lt;t&gt;.&lt;body&gt;"&gt;.
        </Muted>
        <PermissionGate access="webhooks.rotate">
          <div>
            <Button
              tone="secondary"
              disabled={rotate.saving}
              onClick={() => void rotate.submit(null)}
            >
              Rotate secret
            </Button>
          </div>
        </PermissionGate>
      </Stack>
    </Card>
  );
}
