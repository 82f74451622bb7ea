import { Component, type ReactNode } from 'react';
import { MSG } from '#contract/messages';
import { Alert, Button, Stack } from '#ui';

/** The last line: an unexpected render error shows a message and a way out, not a blank page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Stack gap="sm" style={{ padding: '2rem' }}>
        <Alert tone="danger">{MSG.somethingWentWrong}</Alert>
        <div>
          <Button onClick={() => window.location.reload()}>Reload</Button>
        </div>
      </Stack>
    );
  }
}
