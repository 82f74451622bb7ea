import { Link } from 'wouter';
import { Card, Muted, Page } from '#ui';

/** /page2: the spare page the spec lists in the main layout. */
export default function Page2() {
  return (
    <Page title="Page 2">
      <Card>
        <Muted>This page is intentionally left blank.</Muted>
        <p>
          <Link href="/">Back to the dashboard</Link>
        </p>
      </Card>
    </Page>
  );
}
