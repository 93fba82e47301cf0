import { checkoutRoute } from '@/features/booking/checkout/checkoutRoute';
import { HotelCheckout } from '@/features/hotels/checkout/HotelCheckout';
import { PAGE_NAMESPACES } from '@/i18n/clientMessages';

/** Hotel checkout: everything comes from the stay held in this browser, so the page renders on the client. */
const route = checkoutRoute({
  path: '/hotels/checkout',
  title: { namespace: 'hotelBooking', key: 'page_title_checkout' },
  seo: { noindex: true },
  messages: PAGE_NAMESPACES.hotelCheckout,
  Checkout: HotelCheckout,
});
export const generateMetadata = route.generateMetadata;
export default route.Page;
