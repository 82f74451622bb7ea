import { Component, type ReactNode } from 'react';
import { MSG } from '#contract/messages';
import { Alert, Button, Stack } from '#ui';
import { isChunkLoadError } from './chunk';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Catches a page chunk that failed to load (or took over 120 s) and offers to load it again.
 * Other errors are not its business and go on to the app's boundary.
 */
export class ChunkErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!isChunkLoadError(error)) throw error;
    return (
      <Stack gap="sm" style={{ padding: '2rem' }}>
        <Alert tone="danger">{MSG.chunkLoadFailed}</Alert>
        <div>
          <Button onClick={this.props.onRetry}>Retry</Button>
        </div>
      </Stack>
    );
  }
}
