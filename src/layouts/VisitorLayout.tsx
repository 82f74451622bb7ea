import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { VisitorFrame } from '#ui';

/** Visitor layout (login, register…): a centred card; the playground gallery gets the width. */
export function VisitorLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return <VisitorFrame wide={location.startsWith('/playground/')}>{children}</VisitorFrame>;
}
