import { useMemo } from 'react';
import { Link, useParams } from 'wouter';
import { Card, Heading, Page, Stack } from '#ui';
import { KitAddPage } from '../../kit/KitAddPage';
import { KitListPage } from '../../kit/KitListPage';
import { KitRecordPage } from '../../kit/KitRecordPage';
import { branchAdd, branchesArea, branchesList, branchRecord, branchRemove } from './branches-area';
import { currenciesArea, currenciesList, currencyAdd, currencyRecord } from './currencies-area';
import { feeAdd, feeRecord, feeRemove, feesArea, feesList } from './fees-area';
import { currexPaths } from './paths';

const useIds = () =>
  useParams<{
    applicationId: string;
    branchId: string;
    deliveryFeeId: string;
    currencyId: string;
  }>();

/** Each configuration once per application, as the kit's pages compare them by identity. */
function useKit<T>(make: (applicationId: string) => T): T {
  const { applicationId = '' } = useIds();
  return useMemo(() => make(applicationId), [make, applicationId]);
}

/** /applications/:applicationId/currencyExchange: the four managers, each with what it keeps. */
export function CurrencyExchangePage() {
  const paths = currexPaths(useIds().applicationId ?? '');
  const managers = [
    {
      title: 'Branches',
      href: paths.branches.list,
      text: 'Where customers collect and exchange currency: address, opening hours and the currencies each holds.',
    },
    {
      title: 'Delivery fees',
      href: paths.fees.list,
      text: 'What delivery costs by order value, in bands that never overlap, per delivery type.',
    },
    {
      title: 'Currency manager',
      href: paths.currencies.list,
      text: 'The currencies on sale: ISO code, name, symbol, margin, and whether sites show them.',
    },
    {
      title: 'Exchange rate manager',
      href: paths.rates,
      text: 'Buy and sell rates entered by hand, with every change kept and drawn per currency.',
    },
  ];
  return (
    <Page title="Currency Exchange">
      <Stack gap="md">
        {managers.map((m) => (
          <Card key={m.href}>
            <Heading level={2}>
              <Link href={m.href}>{m.title}</Link>
            </Heading>
            <p>{m.text}</p>
          </Card>
        ))}
      </Stack>
    </Page>
  );
}

export function BranchesListPage() {
  return (
    <KitListPage
      area={useKit(branchesArea)}
      list={useKit(branchesList)}
      remove={useKit(branchRemove)}
    />
  );
}
export function BranchAddPage() {
  return <KitAddPage area={useKit(branchesArea)} add={useKit(branchAdd)} />;
}
export function BranchEditPage() {
  const { branchId = '' } = useIds();
  return (
    <KitRecordPage
      area={useKit(branchesArea)}
      record={useKit(branchRecord)}
      id={branchId}
      mode="edit"
    />
  );
}

export function DeliveryFeesListPage() {
  return <KitListPage area={useKit(feesArea)} list={useKit(feesList)} remove={useKit(feeRemove)} />;
}
export function DeliveryFeeAddPage() {
  return <KitAddPage area={useKit(feesArea)} add={useKit(feeAdd)} />;
}
export function DeliveryFeeEditPage() {
  const { deliveryFeeId = '' } = useIds();
  return (
    <KitRecordPage
      area={useKit(feesArea)}
      record={useKit(feeRecord)}
      id={deliveryFeeId}
      mode="edit"
    />
  );
}

export function CurrenciesListPage() {
  return <KitListPage area={useKit(currenciesArea)} list={useKit(currenciesList)} />;
}
export function CurrencyAddPage() {
  return <KitAddPage area={useKit(currenciesArea)} add={useKit(currencyAdd)} />;
}
export function CurrencyEditPage() {
  const { currencyId = '' } = useIds();
  return (
    <KitRecordPage
      area={useKit(currenciesArea)}
      record={useKit(currencyRecord)}
      id={currencyId}
      mode="edit"
    />
  );
}
