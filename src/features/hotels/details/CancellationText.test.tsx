import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@tests/render';
import { CancellationText } from './CancellationText';

const rate = {
  refundable: true,
  cancellation: {
    freeUntil: '2026-12-07T16:00:00+04:00',
    penalty: 479.92,
    penaltyText: 'After that, the first night (USD 479.92) is charged.',
  },
};
const now = new Date('2026-11-28T10:00:00Z');

describe("a rate's cancellation terms (issue 30 item 27)", () => {
  it('names the deadline once, in the hotel’s time, and calls what follows a fee (English)', async () => {
    renderApp(<CancellationText rate={rate} timeZone="Asia/Dubai" currency="USD" now={now} />);
    const text = (await screen.findByText(/Free cancellation/)).textContent ?? '';
    expect(text).toMatch(
      /^Free cancellation until 7 Dec 2026, 16:00 \(.+, the hotel's time\), then a cancellation fee of \D*479\.92$/,
    );
    // One deadline, one time zone: no second time (in UTC or the device's zone).
    expect(text.match(/\d{1,2}:\d{2}/g)).toHaveLength(1);
    expect(text).not.toMatch(/UTC/);
  });

  it('says the same in Arabic: one deadline, then a cancellation fee', async () => {
    renderApp(<CancellationText rate={rate} timeZone="Asia/Dubai" currency="USD" now={now} />, {
      locale: 'ar',
    });
    const text = (await screen.findByText(/إلغاء مجاني/)).textContent ?? '';
    expect(text).toContain('وبعدها رسوم إلغاء قدرها');
    expect(text.match(/\d{1,2}:\d{2}/g)).toHaveLength(1);
  });
});
