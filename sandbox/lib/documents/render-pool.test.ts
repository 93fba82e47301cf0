import { afterAll, describe, expect, it } from 'vitest';
import { sampleFlight, sampleHotel } from '../../test-support/documents';
import { pdfText } from '../../test-support/pdf-text';
import { renderDocument } from './render';
import { createRenderPool } from './render-pool';

/** Documents rendered on worker threads (issue 33: a download never blocks other API calls). */

const pool = createRenderPool({ size: 2 });
afterAll(() => pool.close());

describe('the render pool', () => {
  it('renders on worker threads what the renderer renders, and null for a document a booking lacks', async () => {
    const [ticket, voucher, none] = await Promise.all([
      pool.render('ticket', sampleFlight('en')),
      pool.render('voucher', sampleHotel('en')),
      pool.render('voucher', sampleFlight('en')),
    ]);
    expect(ticket!.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      pdfText(ticket!)
        .map((run) => run.text)
        .join(''),
    ).toContain('1762345678901');
    expect(voucher!.subarray(0, 5).toString()).toBe('%PDF-');
    expect(none).toBeNull();
  }, 120_000);

  it('keeps the event loop free while it renders', async () => {
    // The longest gap between ticks of a 5 ms timer while four documents render, on the event loop
    // (the baseline, measured in the same run so that the machine's load counts for both) and in
    // the pool: rendered in the pool, the loop keeps ticking.
    const longestStall = async (work: () => Promise<unknown>) => {
      let longest = 0;
      let last = performance.now();
      const timer = setInterval(() => {
        const now = performance.now();
        longest = Math.max(longest, now - last);
        last = now;
      }, 5);
      await work();
      clearInterval(timer);
      // A loop that never yielded never ticked: the whole run is its stall.
      return Math.max(longest, performance.now() - last);
    };
    const documents = (['en', 'ar'] as const).map((language) => sampleFlight(language));
    // Warm both (fonts loaded, workers started) so that only rendering is measured.
    await renderDocument('invoice', documents[1]!);
    await Promise.all([pool.render('invoice', documents[0]!), pool.render('invoice', documents[1]!)]);
    const onLoop = await longestStall(async () => {
      for (const document of documents) await renderDocument('invoice', document);
    });
    const inPool = await longestStall(() =>
      Promise.all(documents.map((document) => pool.render('invoice', document))),
    );
    expect(inPool).toBeLessThan(onLoop / 2);
  }, 120_000);

  it('refuses work once closed', async () => {
    const closed = createRenderPool({ size: 1 });
    await closed.close();
    await expect(closed.render('invoice', sampleFlight('en'))).rejects.toThrow(/closed/);
  });
});
