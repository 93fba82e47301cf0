import { hotelSearchRoutes } from '@/features/hotels/url/hotelSearchRoutes';

/** Where the proxy rewrites an invalid hotel search URL (answered with status 400). */
export const generateMetadata = hotelSearchRoutes.invalid.generateMetadata;
export default hotelSearchRoutes.invalid.Page;
