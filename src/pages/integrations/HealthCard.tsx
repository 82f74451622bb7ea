import type { Integration } from '#contract/integrations';
import { Button, Card, Muted, Stack } from '#ui';
import { api } from '../../api/client';
import { PermissionGate } from '../../components/permissions';
import { useDateFormat } from '../../dates/use-date-format';
import { expectStatus } from '../../kit/calls';
import { useSave } from '../../kit/use-save';
import { integrationsKey } from './paths';

const statusText = { unknown: 'Not checked yet', up: 'Up', down: 'Down' } as const;

/** The integration's last health check, and Check now for those who may edit it. */
export function HealthCard({
  applicationId,
  integration: r,
}: {
  applicationId: string;
  integration: Integration;
}) {
  const { health } = r;
  const { dateTime } = useDateFormat();
  const check = useSave({
    cacheKey: integrationsKey(applicationId),
    call: () =>
      expectStatus(
        api.integrations.check({
          params: {
            applicationId,
            supplierId: String(r.supplierId),
            integrationId: String(r.integrationId),
          },
        }),
        200,
      ),
    done: 'Health checked',
  });
  return (
    <Card title="Health">
      <Stack gap="sm">
        <Muted>
          {statusText[health.status]}
          {health.latencyMs === null ? '' : ` in ${health.latencyMs} ms`}
          {health.checked ? `, checked ${dateTime(health.checked)}` : ''}
        </Muted>
        {health.error ? <Muted>Error: {health.error}</Muted> : null}
        <PermissionGate access="integrations.check">
          <div>
            <Button
              tone="secondary"
              disabled={check.saving}
              onClick={() => void check.submit(null)}
            >
              Check now
            </Button>
          </div>
        </PermissionGate>
      </Stack>
    </Card>
  );
}
