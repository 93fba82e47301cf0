import { HotelResultsLoading } from '@/features/hotels/results/HotelResultsLoading';

/**
 * While the server checks the search URL and waits for the first hotels: the results page's frame
 * with skeleton cards. In a route group of its own, so that it covers the results page only: the
 * details page renders its hotel in the first HTML rather than behind this skeleton.
 */
export default function HotelsLoading() {
  return <HotelResultsLoading />;
}
