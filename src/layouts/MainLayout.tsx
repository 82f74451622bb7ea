import type { ReactNode } from 'react';
import { NavItem } from './NavItem';
import { ShellFrame } from './ShellFrame';

/** Main layout (login needed). The shell issue replaces this navigation with the real one. */
export function MainLayout({ children }: { children: ReactNode }) {
  return (
    <ShellFrame navLabel="Main" nav={<NavItem href="/">Home</NavItem>}>
      {children}
    </ShellFrame>
  );
}
