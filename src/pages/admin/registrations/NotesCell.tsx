/** Notes can run to 2,000 characters: the list shows their start, the whole on hover. */
const PREVIEW = 60;

export function NotesCell({ notes }: { notes: string }) {
  if (notes.length <= PREVIEW) return <>{notes}</>;
  return <span title={notes}>{`${notes.slice(0, PREVIEW).trimEnd()}…`}</span>;
}
