import { initTsrReactQuery } from '@ts-rest/react-query/v5';
import { contract } from '#contract/index';
import { clientArgs } from './client';

/** react-query hooks for the whole contract (loaded with the signed-in layouts). */
export const tsr = initTsrReactQuery(contract, clientArgs);
