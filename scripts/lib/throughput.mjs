// Server-side measures with autocannon: the home page's SSR throughput against the baseline's
// (interleaved, same connections and duration) and the reference API's flight poll latency.
import autocannon from 'autocannon';

export const CONNECTIONS = 10;
export const DURATION_S = Number(process.env.BENCH_SSR_SECONDS ?? 8);

/** Requests per second and latency of one autocannon run; `url`'s host is sent as the Host header. */
async function cannon(url, options = {}) {
  const target = new URL(url);
  const result = await autocannon({
    url: `http://127.0.0.1:${target.port}${target.pathname}${target.search}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    ...options,
    headers: { host: target.host, ...options.headers },
  });
  const ok = result['2xx'];
  if (ok === 0 || result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${url}: ${ok} answers 2xx, ${result.non2xx} others, ${result.errors} errors (${result.timeouts} timeouts)`,
    );
  }
  return { rps: ok / result.duration, p50Ms: result.latency.p50, p99Ms: result.latency.p99, requests: ok };
}

/**
 * Baseline, site, baseline, site… `rounds` times each, requests per second over all of a side's
 * rounds: the baseline's page (rendered per request, with its own nonce) against the home page
 * rendered afresh (`Cache-Control: no-cache`, so no cache of the site's own can answer). With
 * `cached`, the home page as served to everyone is measured once more, for information.
 */
export async function ssrThroughput({ siteUrl, baselineUrl, rounds, cached = false }) {
  const fresh = { headers: { 'cache-control': 'no-cache' } };
  const runs = { site: [], baseline: [], siteCached: [] };
  for (let i = 0; i < rounds; i++) {
    runs.baseline.push(await cannon(baselineUrl, fresh));
    runs.site.push(await cannon(siteUrl, fresh));
  }
  if (cached) runs.siteCached.push(await cannon(siteUrl));
  const rate = (list) =>
    list.length === 0 ? null : list.reduce((sum, r) => sum + r.requests, 0) / (list.length * DURATION_S);
  return {
    siteRps: rate(runs.site),
    baselineRps: rate(runs.baseline),
    siteCachedRps: rate(runs.siteCached),
    runs,
  };
}

/**
 * Starts a DXB–LHR search on the reference API, waits until every batch is in, then polls it from
 * offset 0 under load: each answer carries the whole result set, compressed as a browser asks — the
 * heaviest poll the site can make (it normally asks from the last `nextOffset` on).
 */
export async function flightPollLatency({ apiBase, siteHost, apiKey, depart }) {
  const headers = { apikey: apiKey, version: '1', 'Content-Type': 'application/json' };
  const config = await (await fetch(`${apiBase}/whitelabel/config?domain=${siteHost}`, { headers })).json();
  const club = { ...headers, 'Whitelabel-Id': String(config.data.club_details.club_id) };
  const search = {
    tripType: 'Oneway',
    legs: [{ origin: 'DXB', destination: 'LHR', date: depart }],
    adults: 1,
    children: 0,
    infants: 0,
    cabin: 1,
    airline: null,
  };
  const post = async (path, body) =>
    (await fetch(`${apiBase}${path}`, { method: 'POST', headers: club, body: JSON.stringify(body) })).json();
  const { routingId } = (await post('/flight/start-routing', search)).data;
  let poll;
  do {
    await new Promise((resolve) => setTimeout(resolve, 500));
    poll = (await post('/flight/check-routing', { routingId, offset: 0 })).data;
  } while (!poll.complete);
  const result = await cannon(`${apiBase}/flight/check-routing`, {
    method: 'POST',
    headers: { ...club, 'Accept-Encoding': 'gzip, deflate, br' },
    body: JSON.stringify({ routingId, offset: 0 }),
  });
  return { ...result, routingId, offers: poll.offers.length };
}
