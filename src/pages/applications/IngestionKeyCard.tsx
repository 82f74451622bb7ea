import { useState } from 'react';
import { APP_TEXT } from '#contract/applications';
import { Alert, Button, Card, Muted, Stack } from '#ui';
import { tsr } from '../../api/tsr';

/**
 * The booking site's ingestion key. Only its hash is stored, so the key is shown once: right
 * after the application is added, or after a rotation (which ends the old key at once).
 */
export function IngestionKeyCard({
  companyId,
  applicationId,
  fresh,
  canRotate,
  onVersion,
}: {
  companyId: string;
  applicationId: string;
  fresh: string | null;
  canRotate: boolean;
  /** The rotation changed the application: its new version, for the form's save. */
  onVersion: (version: number) => void;
}) {
  const [key, setKey] = useState(fresh);
  const [rotated, setRotated] = useState(false);
  const rotate = tsr.applications.rotateKey.useMutation({
    onSuccess: ({ body }) => {
      setKey(body.ingestionKey);
      setRotated(true);
      onVersion(body.version);
    },
  });
  return (
    <Card title="Ingestion key">
      <Stack>
        {key ? (
          <Alert tone="warning">
            Copy this key now; it will not be shown again: <code>{key}</code>
          </Alert>
        ) : (
          <Muted>The key is stored hashed and cannot be shown. Rotate it to get a new one.</Muted>
        )}
        {rotated ? <Muted>{APP_TEXT.keyRotated}</Muted> : null}
        {canRotate ? (
          <div>
            <Button
              tone="secondary"
              loading={rotate.isPending}
              onClick={() => rotate.mutate({ params: { companyId, applicationId } })}
            >
              Rotate key
            </Button>
          </div>
        ) : null}
      </Stack>
    </Card>
  );
}
