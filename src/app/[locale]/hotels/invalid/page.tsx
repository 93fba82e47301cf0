import { invalidSearchRoute } from '@/features/booking/search/invalidSearchRoute';
import { InvalidHotelSearchPage } from '@/features/hotels/url/InvalidHotelSearchPage';

/** Where the proxy rewrites an invalid hotel search URL (answered with status 400). */
const route = invalidSearchRoute({
  path: '/hotels',
  descriptionKey: 'invalid_hotel_url',
  content: (input) => <InvalidHotelSearchPage {...input} />,
});

export const generateMetadata = route.generateMetadata;
export default route.InvalidSearchRoute;
