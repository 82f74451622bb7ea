import { NavSection } from '#ui';
import { NavItem } from '../NavItem';
import { useNavGroups } from './use-nav';

/** The main layout's navigation, grouped by area, only pages the user may open. */
export function MainNav() {
  return (
    <>
      {useNavGroups().map((group) => (
        <NavSection key={group.area} title={group.label}>
          {group.links.map((link) => (
            <NavItem key={link.id} href={link.href}>
              {link.label}
            </NavItem>
          ))}
        </NavSection>
      ))}
    </>
  );
}
