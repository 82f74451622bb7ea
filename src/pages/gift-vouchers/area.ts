import { giftVouchersArea } from '#contract/areas/gift-vouchers';
import { defineClientArea, namedPage } from '../../kit/area';

const pages = () => import('./pages');

/** An application's gift vouchers (a tool); `new` before its `:id` sibling. */
export const giftVouchersClient = defineClientArea({
  area: giftVouchersArea,
  pages: [
    {
      path: '/tools/giftVouchers',
      access: 'giftVouchers.list',
      page: namedPage(pages, (m) => m.giftVouchers.ListPage),
    },
    {
      path: '/tools/giftVouchers/new',
      access: 'giftVouchers.create',
      page: namedPage(pages, (m) => m.giftVouchers.AddPage),
    },
    {
      path: '/tools/giftVouchers/:giftVoucherId/edit',
      access: 'giftVouchers.update',
      page: namedPage(pages, (m) => m.giftVouchers.EditPage),
    },
  ],
  // The demo application's first gift voucher (server/gift-vouchers/demo.ts).
  examples: { giftVoucherId: '1' },
  nav: [
    {
      id: 'app-gift-vouchers',
      label: 'Gift vouchers',
      path: '/tools/giftVouchers',
      group: 'tools',
      icon: 'archive',
      description: 'Vouchers sold for a value, spent on bookings from a balance.',
    },
    {
      id: 'add-gift-voucher',
      label: 'New gift voucher',
      path: '/tools/giftVouchers/new',
      group: 'create',
      icon: 'plus',
    },
  ],
});
