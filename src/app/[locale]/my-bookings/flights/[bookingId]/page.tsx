import { bookingDetailRoute } from '@/features/booking/bookingDetailRoute';
import { FlightBookingDetailPage } from '@/features/flights/booking/FlightBookingDetailPage';

/** One flight booking of the signed-in customer (a 404 on the server when it is not theirs). */
const route = bookingDetailRoute('flights', FlightBookingDetailPage);
export const generateMetadata = route.generateMetadata;
export default route.Page;
