import { Alert, Stack } from '#ui';

/** Backup codes, shown once: the server keeps only their hashes. */
export function BackupCodesList({ codes }: { codes: readonly string[] }) {
  return (
    <Stack gap="sm">
      <Alert tone="warning">
        Save these backup codes somewhere safe. Each works once, and they will not be shown again.
      </Alert>
      <ul aria-label="Backup codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
