import { Button } from '#ui';

/** Stars or unstars the current page; aria-pressed tells screen readers which. */
export function StarButton({
  starred,
  busy,
  onToggle,
}: {
  starred: boolean;
  busy: boolean;
  onToggle: () => void;
}) {
  return (
    <Button
      tone="secondary"
      size="sm"
      aria-label="Star this page"
      aria-pressed={starred}
      loading={busy}
      onClick={onToggle}
    >
      <span aria-hidden="true">{starred ? '★' : '☆'}</span> Star
    </Button>
  );
}
