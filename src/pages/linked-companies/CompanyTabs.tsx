import { Link, useLocation } from 'wouter';
import { PillLinks, shellClasses } from '#ui';
import { linkedPaths } from './paths';

/** A linked company's pages side by side: its details, its users and its credit. */
export function CompanyTabs({
  applicationId,
  companyId,
}: {
  applicationId: string;
  companyId: string | number;
}) {
  const [location] = useLocation();
  const paths = linkedPaths(applicationId);
  const tabs = [
    { label: 'Details', href: paths.view(companyId) },
    { label: 'Users', href: paths.users(companyId) },
    { label: 'Credit', href: paths.credit(companyId) },
  ];
  return (
    <PillLinks label="Company pages">
      {tabs.map((tab) => (
        <li key={tab.href}>
          <Link
            href={tab.href}
            className={shellClasses.pill}
            aria-current={location.startsWith(tab.href) ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        </li>
      ))}
    </PillLinks>
  );
}
