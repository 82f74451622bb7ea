import { Button } from '#ui';

/**
 * Stars or unstars the current page. Its name is its visible text, Star or Starred, so what a
 * sighted user reads and what a screen reader or voice control hears say the same.
 */
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
    <Button tone="secondary" size="sm" loading={busy} onClick={onToggle}>
      <span aria-hidden="true">{starred ? '★' : '☆'}</span> {starred ? 'Starred' : 'Star'}
    </Button>
  );
}
