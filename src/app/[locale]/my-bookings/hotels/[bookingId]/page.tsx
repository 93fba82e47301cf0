import { bookingDetailRoute } from '@/features/booking/bookingDetailRoute';
import { HotelBookingDetailPage } from '@/features/hotels/booking/HotelBookingDetailPage';

/** One hotel booking of the signed-in customer (a 404 on the server when it is not theirs). */
const route = bookingDetailRoute('hotels', HotelBookingDetailPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
