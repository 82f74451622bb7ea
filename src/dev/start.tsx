import { createRoot } from 'react-dom/client';
import type { InspectionEvent } from 'xstate';
import { InspectorOverlay } from './InspectorOverlay';
import { connectInspection } from './inspect';
import { createActorRegistry, redact } from './registry';

/**
 * Dev tools: the in-app overlay always (toggle with Alt+Shift+I or `), and the Stately
 * inspector when asked for with `?inspect=stately` (it opens a window, so never by default).
 */
export async function startDevTools(): Promise<void> {
  const registry = createActorRegistry();
  const sinks: ((event: InspectionEvent) => void)[] = [registry.record];

  if (new URLSearchParams(window.location.search).get('inspect') === 'stately') {
    try {
      const { createBrowserInspector } = await import('@statelyai/inspect');
      const stately = createBrowserInspector({
        sanitizeContext: (context) => redact(context) as typeof context,
        sanitizeEvent: (event) => redact(event) as typeof event,
      });
      sinks.push((event) => stately.inspect.next?.(event));
    } catch (error) {
      console.warn('Stately inspector unavailable; the in-app overlay still works.', error);
    }
  }

  connectInspection((event) => {
    for (const sink of sinks) sink(event);
  });

  const host = document.createElement('div');
  host.id = 'dev-inspector';
  document.body.append(host);
  createRoot(host).render(<InspectorOverlay registry={registry} />);
}
