import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './layout.css';
import { type Crumb, PageHeader } from './PageHeader';

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

export function Card({
  title,
  children,
  className,
  ...rest
}: HTMLAttributes<HTMLElement> & { title?: ReactNode }) {
  return (
    <section {...rest} className={join(styles.card, className)}>
      {title ? <h2 className={styles.cardTitle}>{title}</h2> : null}
      {children}
    </section>
  );
}

export function Heading({
  level = 1,
  children,
  className,
  ...rest
}: HTMLAttributes<HTMLHeadingElement> & { level?: 1 | 2 | 3 }) {
  const Tag = `h${level}` as const;
  return (
    <Tag {...rest} className={join(styles.heading[level], className)}>
      {children}
    </Tag>
  );
}

/**
 * A page: its header (breadcrumbs, the page's one h1, an optional line under it, actions in the
 * same row), then content.
 */
export function Page({
  title,
  subtitle,
  breadcrumbs,
  actions,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  breadcrumbs?: readonly Crumb[];
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <PageHeader title={title} subtitle={subtitle} breadcrumbs={breadcrumbs} actions={actions} />
      {children}
    </div>
  );
}

export function Stack({
  gap = 'md',
  className,
  ...rest
}: HTMLAttributes<HTMLDivElement> & { gap?: 'sm' | 'md' | 'lg' }) {
  return <div {...rest} className={join(styles.stack[gap], className)} />;
}

export function Muted({ children }: { children: ReactNode }) {
  return <p className={styles.muted}>{children}</p>;
}
