import type { Db } from './client';

/** A transaction on either driver. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
