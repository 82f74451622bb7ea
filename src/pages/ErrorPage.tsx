import { Link } from 'wouter';
import { Button, Muted, Page } from '#ui';

/** An error page: what went wrong, and two ways back (the previous page, or home). */
export function ErrorPage({ title, text }: { title: string; text: string }) {
  // A page opened straight from a bookmark has nothing to go back to.
  const canGoBack = typeof window !== 'undefined' && window.history.length > 1;
  return (
    <Page title={title}>
      <Muted>{text}</Muted>
      <p style={{ display: 'flex', flexWrap: 'wrap', gap: '16px', alignItems: 'center' }}>
        {canGoBack ? (
          <Button tone="secondary" onClick={() => window.history.back()}>
            Go back
          </Button>
        ) : null}
        <Link href="~/">Back to home</Link>
      </p>
    </Page>
  );
}
