import { flightSearchRoutes } from '@/features/flights/url/flightSearchRoutes';

/** Where the proxy rewrites an invalid flight search URL (answered with status 400). */
export const generateMetadata = flightSearchRoutes.invalid.generateMetadata;
export default flightSearchRoutes.invalid.Page;
