import { tsr } from '../../api/tsr';
import { SUPPLIERS_KEY } from './paths';

/** One supplier of the platform: its record page, and the page adding a setting under it. */
export const useSupplier = (supplierId: string) =>
  tsr.suppliers.get.useQuery({
    queryKey: [...SUPPLIERS_KEY, 'supplier', supplierId],
    queryData: { params: { supplierId } },
  });
