import { Link, useRoute } from 'wouter';
import { shellClasses } from '#ui';
import { NAV_ICONS, type NavIconName } from '../kit/nav-icons';

/** A navigation link with its icon, marked aria-current="page" on its own page. */
export function NavItem({
  href,
  icon,
  children,
}: {
  href: string;
  icon: NavIconName;
  children: string;
}) {
  const [active] = useRoute(href);
  const Icon = NAV_ICONS[icon];
  return (
    <li>
      <Link href={href} className={shellClasses.navLink} aria-current={active ? 'page' : undefined}>
        <Icon aria-hidden />
        {children}
      </Link>
    </li>
  );
}
