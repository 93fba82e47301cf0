// The flight search the bench filters (interactionBench.mjs): a round trip with 2,000+ offers,
// found on the reference API.

const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** The results URL of a DXB–LHR round trip, for the first date from 3 weeks on with 2,000+ offers. */
export async function largeRoundTrip(apiBase, siteHost, apiKey) {
  const headers = { apikey: apiKey, version: '1', 'Content-Type': 'application/json' };
  const config = await (await fetch(`${apiBase}/whitelabel/config?domain=${siteHost}`, { headers })).json();
  const club = { ...headers, 'Whitelabel-Id': String(config.data.club_details.club_id) };
  for (let offset = 21; offset < 60; offset++) {
    const [depart, ret] = [day(offset), day(offset + 7)];
    const legs = [
      { origin: 'DXB', destination: 'LHR', date: depart },
      { origin: 'LHR', destination: 'DXB', date: ret },
    ];
    const body = { tripType: 'Roundtrip', legs, adults: 1, children: 0, infants: 0, cabin: 1, airline: null };
    const started = await (
      await fetch(`${apiBase}/flight/start-routing`, {
        method: 'POST',
        headers: club,
        body: JSON.stringify(body),
      })
    ).json();
    const poll = { routingId: started.data.routingId, offset: 0 };
    const first = await (
      await fetch(`${apiBase}/flight/check-routing`, {
        method: 'POST',
        headers: club,
        body: JSON.stringify(poll),
      })
    ).json();
    if (first.data.total >= 2000) {
      const query = `type=roundtrip&from=DXB&to=LHR&depart=${depart}&return=${ret}&adults=1&children=0&infants=0&cabin=economy`;
      return { url: `http://${siteHost}/en/flights?${query}`, total: first.data.total };
    }
  }
  throw new Error('no DXB–LHR round trip with 2,000 offers in the next two months');
}
