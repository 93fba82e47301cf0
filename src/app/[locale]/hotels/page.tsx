import { hotelSearchRoutes } from '@/features/hotels/url/hotelSearchRoutes';

/** The hotel results (an invalid URL, already answered 400 by the proxy, gets the invalid page). */
export const generateMetadata = hotelSearchRoutes.results.generateMetadata;
export default hotelSearchRoutes.results.Page;
