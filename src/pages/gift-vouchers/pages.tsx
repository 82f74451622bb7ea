import { useMemo } from 'react';
import { useParams } from 'wouter';
import { KitAddPage } from '../../kit/KitAddPage';
import { KitListPage } from '../../kit/KitListPage';
import { KitRecordPage } from '../../kit/KitRecordPage';
import { voucherAdd, voucherRecord, vouchersArea, vouchersList } from './gift-vouchers-area';

const useIds = () => {
  const { applicationId = '', giftVoucherId = '' } = useParams<{
    applicationId: string;
    giftVoucherId: string;
  }>();
  return { applicationId, giftVoucherId };
};

/** /applications/:applicationId/tools/giftVouchers: the definitions and what they hold. */
export function GiftVouchersListPage() {
  const { applicationId } = useIds();
  const area = useMemo(() => vouchersArea(applicationId), [applicationId]);
  const list = useMemo(() => vouchersList(applicationId), [applicationId]);
  return <KitListPage area={area} list={list} />;
}

export function GiftVoucherAddPage() {
  const { applicationId } = useIds();
  const area = useMemo(() => vouchersArea(applicationId), [applicationId]);
  const add = useMemo(() => voucherAdd(applicationId), [applicationId]);
  return <KitAddPage area={area} add={add} />;
}

/** The spec's only page of a gift voucher: its form, the vouchers issued and History. */
export function GiftVoucherEditPage() {
  const { applicationId, giftVoucherId } = useIds();
  const area = useMemo(() => vouchersArea(applicationId), [applicationId]);
  const record = useMemo(() => voucherRecord(applicationId), [applicationId]);
  return <KitRecordPage area={area} record={record} id={giftVoucherId} mode="edit" />;
}
