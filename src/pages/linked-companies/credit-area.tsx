import { keepPreviousData } from '@tanstack/react-query';
import type * as z from 'zod';
import {
  type CREDIT_SORTS,
  type CreditAccount,
  type CreditCreate,
  LINKED_TEXT,
} from '#contract/linked-companies';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { expectStatus } from '../../kit/calls';
import { RecordLink } from '../../kit/RecordLink';
import type { KitAdd, KitArea, KitList, KitRecord } from '../../kit/types';
import { CompanyTabs } from './CompanyTabs';
import { CreditFigures, moveAction } from './CreditFigures';
import { creditAddForm, emptyCreditForm } from './credit-form';
import { linkedKey, linkedPaths } from './paths';

/** Where the credit pages are: a linked company of an application, and its name once loaded. */
type CreditOf = { applicationId: string; companyId: string; name: string };

/** A linked company's credit accounts, one per currency: what the kit's pages read. */
export const accountsArea = (
  { applicationId, companyId, name }: CreditOf,
  account?: CreditAccount,
): KitArea<CreditAccount> => {
  const paths = linkedPaths(applicationId);
  const of = name || account?.linkedCompanyName;
  return {
    noun: 'credit account',
    plural: 'Credit accounts',
    paths: {
      list: paths.credit(companyId),
      add: paths.creditAdd(companyId),
      view: (creditId) => paths.account(companyId, creditId),
    },
    titles: {
      view: account && of ? `${account.currency} credit of ${of}` : 'Credit account',
      edit: 'Credit account',
      add: name ? `Add credit account for ${name}` : 'Add credit account',
    },
    idOf: (a) => a.creditId,
    nameOf: (a) => `${a.currency} account`,
    access: { add: 'linkedCompanies.creditCreate' },
    cacheKey: linkedKey(applicationId),
  };
};

export const accountsList = (
  applicationId: string,
  companyId: string,
): KitList<CreditAccount, (typeof CREDIT_SORTS)[number], never> => ({
  columns: [
    {
      key: 'currency',
      header: 'Currency',
      sortable: true,
      link: true,
      cell: (a) => `${a.currency} account`,
    },
    { key: 'limit', header: 'Limit', kind: 'money' },
    { key: 'available', header: 'Available', kind: 'money' },
    { key: 'used', header: 'Used' },
    {
      key: 'usage',
      header: 'Usage',
      cell: (a) => (
        <RecordLink href={linkedPaths(applicationId).usage(companyId, a.creditId)}>
          {`${a.currency} usage ledger`}
        </RecordLink>
      ),
    },
  ],
  useRows: (query) =>
    tsr.linkedCompanies.creditList.useQuery({
      queryKey: [...linkedKey(applicationId), 'credit', companyId, query],
      queryData: { params: { applicationId, linkedCompanyId: companyId }, query },
      placeholderData: keepPreviousData,
    }),
  emptyText: 'No credit accounts yet: open one for each currency the company books in.',
});

export const useAccount = (applicationId: string, companyId: string, creditId: string) =>
  tsr.linkedCompanies.creditGet.useQuery({
    queryKey: [...linkedKey(applicationId), 'account', creditId],
    queryData: { params: { applicationId, linkedCompanyId: companyId, creditId } },
  });

/** An account's page: no edit page, its limit and balance change through the actions' dialogs. */
export const accountRecord = (
  applicationId: string,
  companyId: string,
): KitRecord<CreditAccount, null, null> => ({
  nameOf: (a) => `${a.currency} account`,
  useRecord: (creditId) => useAccount(applicationId, companyId, creditId),
  toForm: () => null,
  form: (_, account) => <CreditFigures applicationId={applicationId} account={account} />,
  versionOf: (a) => a.version,
  actions: [
    moveAction(applicationId, 'Top up', 'topup', 'primary'),
    moveAction(applicationId, 'Adjust', 'adjustment', 'secondary'),
    moveAction(applicationId, 'Change limit', 'limit', 'quiet'),
  ],
  panels: () => <CompanyTabs applicationId={applicationId} companyId={companyId} />,
});

export const accountAdd = (
  applicationId: string,
  companyId: string,
): KitAdd<CreditCreate, z.output<typeof CreditCreate>> => ({
  useInitial: () => emptyCreditForm,
  form: creditAddForm,
  create: async (body) =>
    (
      await expectStatus(
        api.linkedCompanies.creditCreate({
          params: { applicationId, linkedCompanyId: companyId },
          body,
        }),
        201,
      )
    ).creditId,
  added: LINKED_TEXT.creditAdded,
});
