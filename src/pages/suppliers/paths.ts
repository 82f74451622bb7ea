/**
 * Where the supplier directory's pages live (spec, "Platform admin layout"), relative to the
 * nested /admin router they render in.
 */
const one = (supplierId: string | number) => `/suppliers/${supplierId}`;

export const supplierPaths = {
  list: '/suppliers',
  add: '/suppliers/add',
  view: (supplierId: string | number) => `${one(supplierId)}/details`,
  edit: (supplierId: string | number) => `${one(supplierId)}/edit`,
};

/** A supplier's setting definitions are listed on its details page. */
export const settingPaths = (supplierId: string | number) => ({
  list: supplierPaths.view(supplierId),
  add: `${one(supplierId)}/settings/add`,
  view: (name: string | number) => `${one(supplierId)}/settings/${name}/view`,
  edit: (name: string | number) => `${one(supplierId)}/settings/${name}`,
});

/** Every query of the directory starts here: a save refreshes what the other pages show. */
export const SUPPLIERS_KEY = ['suppliers'] as const;
