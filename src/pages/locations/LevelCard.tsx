import { Button, Card, Muted } from '#ui';
import { RecordLink } from '../../kit/RecordLink';

/** A record's way on through its list's levels: where it stands, and the link onward. */
export function LevelCard({
  title,
  line,
  href,
  label,
}: {
  title: string;
  line: string;
  href: string;
  label: string;
}) {
  return (
    <Card title={title}>
      <Muted>{line}</Muted>
      <Button tone="secondary" asChild>
        <RecordLink href={href}>{label}</RecordLink>
      </Button>
    </Card>
  );
}
