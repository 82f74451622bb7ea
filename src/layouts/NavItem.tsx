import { Link, useRoute } from 'wouter';
import { shellClasses } from '#ui';

/** A navigation link, marked aria-current="page" on its own page. */
export function NavItem({ href, children }: { href: string; children: string }) {
  const [active] = useRoute(href);
  return (
    <li>
      <Link href={href} className={shellClasses.navLink} aria-current={active ? 'page' : undefined}>
        {children}
      </Link>
    </li>
  );
}
