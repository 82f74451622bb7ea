import { ConfirmDialog } from '#ui';
import { leaveAnyway, stayOnPage, usePendingLeave } from './leave-guard';
import { LEAVE_TEXT } from './leave-text';

/** Asks before a navigation would lose a form's unsaved changes (leave-guard.ts). */
export function LeaveDialog() {
  const pending = usePendingLeave();
  return (
    <ConfirmDialog
      open={pending !== null}
      title={LEAVE_TEXT.title}
      description={LEAVE_TEXT.description}
      confirmLabel={LEAVE_TEXT.leave}
      onConfirm={leaveAnyway}
      onCancel={stayOnPage}
    />
  );
}
