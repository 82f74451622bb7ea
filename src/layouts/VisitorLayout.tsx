import type { ReactNode } from 'react';
import { VisitorFrame } from '#ui';

/** Visitor layout (login, register…): a centred card. */
export function VisitorLayout({ children }: { children: ReactNode }) {
  return <VisitorFrame>{children}</VisitorFrame>;
}
