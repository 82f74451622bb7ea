import { BULK_TEXT, type BulkUploadResult } from '#contract/bulk-users';
import { MSG } from '#contract/messages';
import { Button, Dialog, Muted, Stack } from '#ui';

/** The result prompt: how many were added, who still needs a role, and every rejected row. */
export function BulkResult({
  result,
  onContinue,
}: {
  result: BulkUploadResult;
  onContinue: () => void;
}) {
  const added =
    result.successfulInserts === 0 ? MSG.noUsersAdded : MSG.usersAdded(result.successfulInserts);
  return (
    <Dialog
      open
      title="Import result"
      onClose={onContinue}
      actions={
        <Button onClick={onContinue}>{result.missingRoles > 0 ? 'Choose roles' : 'OK'}</Button>
      }
    >
      <Stack>
        <p>{added}</p>
        {result.missingRoles > 0 ? (
          <p>{BULK_TEXT.missingRolesNotice(result.missingRoles)}</p>
        ) : null}
        {result.rejectedRows.length > 0 ? (
          <>
            <Muted>Rows not imported:</Muted>
            <ul aria-label="Rejected rows">
              {result.rejectedRows.map((r) => (
                <li key={r.row}>
                  Row {r.row}
                  {r.email ? ` (${r.email})` : ''}: {r.reason}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </Stack>
    </Dialog>
  );
}
