import { ordersArea } from '#contract/areas/orders';
import { defineServerArea } from '#server/kit/area';
import { ordersRouter } from './routes';

export const ordersServer = defineServerArea({
  area: ordersArea,
  routers: { orders: ordersRouter },
});
