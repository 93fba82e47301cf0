import { HotelResultsLoading } from '@/features/hotels/results/HotelResultsLoading';

/** While the server checks the search URL: the results page's frame with skeleton cards. */
export default function HotelsLoading() {
  return <HotelResultsLoading />;
}
