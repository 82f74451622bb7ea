import * as VisuallyHidden from '@radix-ui/react-visually-hidden';
import type { ReactNode } from 'react';

/** Text only screen readers announce, e.g. a badge's or a chart's meaning. */
export function ScreenReaderOnly({ children }: { children: ReactNode }) {
  return <VisuallyHidden.Root>{children}</VisuallyHidden.Root>;
}
