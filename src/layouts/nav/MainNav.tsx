import { NavSection } from '../../../ui/shell';
import { NavItem } from '../NavItem';
import { useNavFolds } from './nav-folds';
import { useNavGroups } from './use-nav';

/** The main layout's navigation, by section, only pages the user may open. */
export function MainNav() {
  const folds = useNavFolds();
  return (
    <>
      {useNavGroups().map((group) => (
        <NavSection
          key={group.area}
          title={group.label}
          // The sections every user needs stay open; the application's further ones fold.
          {...(group.folded
            ? { open: folds.isOpen(group), onOpenChange: (open) => folds.setOpen(group.area, open) }
            : {})}
        >
          {group.links.map((link) => (
            <NavItem key={link.id} href={link.href} icon={link.icon}>
              {link.label}
            </NavItem>
          ))}
        </NavSection>
      ))}
    </>
  );
}
