import { type CSSProperties, useEffect, useState, useSyncExternalStore } from 'react';
import type { ActorRegistry } from './registry';

const OPEN_KEY = 'waypoint.inspector.open';

// Inline styles: this chunk loads lazily, and esbuild does not load a lazy chunk's CSS.
const panel: CSSProperties = {
  position: 'fixed',
  top: 8,
  right: 8,
  bottom: 8,
  width: 'min(440px, calc(100vw - 16px))',
  overflow: 'auto',
  zIndex: 2147483000,
  background: '#1b1d2a',
  color: '#e6e6f0',
  font: '12px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  borderRadius: 8,
  boxShadow: '0 8px 32px rgb(0 0 0 / 0.45)',
  padding: 12,
};
const pre: CSSProperties = { margin: '4px 0 0', whiteSpace: 'pre-wrap', wordBreak: 'break-word' };
const actorBox: CSSProperties = { borderTop: '1px solid #3a3d52', padding: '8px 0' };

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

const json = (value: unknown) => JSON.stringify(value, null, 2) ?? 'undefined';

/** Live actors with their state value, context and last events. */
export function InspectorOverlay({ registry }: { registry: ActorRegistry }) {
  const actors = useSyncExternalStore(registry.subscribe, registry.list);
  const [open, setOpen] = useState(() => sessionStorage.getItem(OPEN_KEY) === '1');

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const chord = event.altKey && event.shiftKey && event.code === 'KeyI';
      const backtick = event.key === '`' && !isTyping(event.target);
      if (!chord && !backtick) return;
      event.preventDefault();
      setOpen((was) => {
        sessionStorage.setItem(OPEN_KEY, was ? '0' : '1');
        return !was;
      });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (!open) return null;
  return (
    <aside aria-label="State inspector (development)" style={panel}>
      <strong>Live actors ({actors.length})</strong> — Alt+Shift+I or ` to close
      {actors.map((actor) => (
        <section key={actor.sessionId} style={actorBox}>
          <div>
            <strong>{actor.name}</strong> · {json(actor.value)}
          </div>
          {actor.context === undefined ? null : <pre style={pre}>{json(actor.context)}</pre>}
          <div style={{ opacity: 0.75 }}>Last events:</div>
          <pre style={pre}>
            {actor.events.map((event) => JSON.stringify(event)).join('\n') || '—'}
          </pre>
        </section>
      ))}
    </aside>
  );
}
