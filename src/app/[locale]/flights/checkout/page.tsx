import { checkoutRoute } from '@/features/booking/checkout/checkoutRoute';
import { FlightCheckout } from '@/features/flights/checkout/FlightCheckout';
import { PAGE_NAMESPACES } from '@/i18n/clientMessages';

/** Flight checkout: everything comes from the fare held in this browser, so the page renders on the client. */
const route = checkoutRoute({
  path: '/flights/checkout',
  title: { namespace: 'Checkout', key: 'page_title' },
  seo: { descriptionKey: 'checkout' },
  messages: PAGE_NAMESPACES.flightCheckout,
  Checkout: FlightCheckout,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
