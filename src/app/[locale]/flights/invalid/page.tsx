import { invalidSearchRoute } from '@/features/booking/search/invalidSearchRoute';
import { InvalidSearch } from '@/features/flights/url/InvalidSearch';

/** Where the proxy rewrites an invalid flight search URL (answered with status 400). */
const route = invalidSearchRoute({
  path: '/flights',
  descriptionKey: 'invalid_url',
  content: (input) => <InvalidSearch {...input} />,
});

export const generateMetadata = route.generateMetadata;
export default route.InvalidSearchRoute;
