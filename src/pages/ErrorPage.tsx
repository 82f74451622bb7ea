import { Link } from 'wouter';
import { Muted, Page } from '#ui';

/** An error page: what went wrong and the way back home. */
export function ErrorPage({ title, text }: { title: string; text: string }) {
  return (
    <Page title={title}>
      <Muted>{text}</Muted>
      <p>
        <Link href="~/">Back to home</Link>
      </p>
    </Page>
  );
}
