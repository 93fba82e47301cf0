// The bench's browser: Chromium driven by playwright-core, slowed down through the DevTools protocol
// (CPU throttling, and for the first working click a throttled network) and observed from outside
// through the Event Timing API: the app carries no benchmark code.
import { chromium } from 'playwright-core';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CPU_SLOWDOWN = 4;
/** "150 ms, 1.6 Mbps": round-trip latency, and throughput in bytes per second (upload 750 kbps). */
export const SLOW_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1000 * 1000) / 8,
  uploadThroughput: (750 * 1000) / 8,
};
/** Event Timing reports no event shorter than this (the smallest threshold the API allows). */
export const EVENT_THRESHOLD_MS = 16;

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };

export function launchBrowser() {
  return chromium.launch({
    executablePath: CHROME_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
    ],
  });
}

/**
 * A page in a fresh context (empty cache and storage) with the CPU slowed down 4× and, when
 * `network` is given, its conditions applied to every request. `init` scripts run before the page's.
 */
export async function slowPage(browser, { viewport = DESKTOP, network = null, init = [] } = {}) {
  const context = await browser.newContext({ viewport });
  for (const script of init) await context.addInitScript(script);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
  }
  return { page, close: () => context.close() };
}

/**
 * Runs in the page before its own scripts: keeps every event the Event Timing API reports (those of
 * 16 ms and more) that belongs to an interaction, as INP counts them.
 */
export function recordInteractions() {
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) {
        window.__benchEvents.push({
          id: entry.interactionId,
          name: entry.name,
          start: entry.startTime,
          duration: entry.duration,
        });
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** The longest event of each interaction (INP's latency of that interaction), by interactionId. */
export function latencyByInteraction(events) {
  const longest = new Map();
  for (const event of events) longest.set(event.id, Math.max(longest.get(event.id) ?? 0, event.duration));
  return [...longest.values()];
}

/**
 * Runs `act` (real input through the DevTools protocol: trusted events with an interactionId) and
 * `settled` (waits for what the interaction shows), then returns the latency of its slowest
 * interaction in ms. Event Timing reports an entry after the next paint; an interaction under 16 ms
 * has none, and counts as 16.
 */
export async function interactionLatency(page, act, settled) {
  const from = await page.evaluate(() => performance.now());
  await act();
  await settled();
  // The entries come in after the frame that follows the handlers; give them time to be delivered.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300))),
      ),
  );
  const events = await page.evaluate((since) => window.__benchEvents.filter((e) => e.start >= since), from);
  const latencies = latencyByInteraction(events);
  return { ms: Math.max(EVENT_THRESHOLD_MS, ...latencies), interactions: latencies.length, events };
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
