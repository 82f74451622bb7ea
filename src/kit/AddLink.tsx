import { PlusIcon } from '@radix-ui/react-icons';
import { Link } from 'wouter';
import { Button } from '#ui';
import type { PageAccess } from '../routing/page-access';

/** A list's add action, for users who may call `access` (the create operation). */
export interface ListAdd {
  label: string;
  path: string;
  access: PageAccess;
}

/** The add action of a list: a link (open-in-new-tab works) with the primary button's look. */
export function AddLink({ add }: { add: ListAdd }) {
  return (
    <Button asChild tone="primary" icon={<PlusIcon aria-hidden="true" />}>
      <Link href={add.path}>{add.label}</Link>
    </Button>
  );
}
