import { flightSearchRoutes } from '@/features/flights/url/flightSearchRoutes';

/** The flight results (an invalid URL, already answered 400 by the proxy, gets the invalid page). */
export const generateMetadata = flightSearchRoutes.results.generateMetadata;
export default flightSearchRoutes.results.Page;
