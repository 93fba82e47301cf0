// The hotel search the bench filters (interactionBench.mjs): a city of 1,000+ hotels, found on the
// reference API.
const MIN_HOTELS = 1000;

const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** The results URL of a Dubai search (1,000+ hotels) four weeks ahead, and how many hotels it has. */
export async function largeHotelSearch(apiBase, siteHost, apiKey) {
  const headers = { apikey: apiKey, version: '1', language: 'en', 'Content-Type': 'application/json' };
  const config = await (await fetch(`${apiBase}/whitelabel/config?domain=${siteHost}`, { headers })).json();
  const club = { ...headers, 'Whitelabel-Id': String(config.data.club_details.club_id) };
  const found = await (await fetch(`${apiBase}/hotel/destinations?q=Dubai`, { headers: club })).json();
  const city = found.data.cities.find((c) => c.name === 'Dubai');
  if (!city) throw new Error('the sandbox has no Dubai');
  const [checkIn, checkOut] = [day(28), day(30)];
  const body = {
    searchType: 'CITY',
    destinationId: city.id,
    countryId: city.countryId,
    checkIn,
    checkOut,
    rooms: [{ adults: 2, childAges: [] }],
  };
  const started = await (
    await fetch(`${apiBase}/hotel/search`, { method: 'POST', headers: club, body: JSON.stringify(body) })
  ).json();
  const total = started.data.total;
  if (total < MIN_HOTELS)
    throw new Error(`Dubai has ${total} hotels for ${checkIn}, fewer than ${MIN_HOTELS}`);
  const query = `searchType=CITY&destinationId=${city.id}&countryId=${city.countryId}&checkIn=${checkIn}&checkOut=${checkOut}&room=2`;
  return { url: `http://${siteHost}/en/hotels?${query}`, total };
}
