import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  desktop,
  escapeRegExp,
  expectHomeHydrated,
  fill,
  hosts,
  lead,
  messages,
  type Locale,
} from './helpers';
import { expectConfirmed, paymentStep, travellerGroup } from './flightsSupport';
import { expectHotelConfirmed } from './hotelsSupport';
import {
  addDays,
  chooseOption,
  expectFocusKept,
  expectFocusShown,
  focusedDay,
  hasFocus,
  press,
  tabTo,
} from './keyboardSupport';

/**
 * Whole bookings made with the keyboard alone, as the accessibility statement says (issue 35): a
 * guest books a one-way flight, and a hotel stay, in English and in Arabic, from the home page's
 * search form to the confirmation's booking reference. Only `page.keyboard` acts on the page (Tab,
 * Shift+Tab, Enter, Space, the arrow keys, Escape, typing); the locators only say where focus must
 * get to, and each control reached is checked to be on screen with its focus shown. Arrow keys that
 * move along a line (the tabs, the calendar's days) are the reading direction's: right to left in
 * Arabic. What the mouse journeys check beyond that (errors, reloads, prices) stays in
 * flights-checkout.spec.ts and hotels-book.spec.ts.
 */

/** Each journey its own route and dates, so nothing is shared with the other specs. */
const FLIGHTS: Record<Locale, { from: [string, string]; to: [string, string]; weeks: number }> = {
  en: { from: ['dubai', 'DXB'], to: ['istanbul', 'IST'], weeks: 5 },
  ar: { from: ['الرياض', 'RUH'], to: ['القاهرة', 'CAI'], weeks: 6 },
};

/** Zaitoun Boutique Hotel Bur Dubai: its rate 121064-0-1 is confirmed by the rate check. */
const HOTEL = { id: 121064, rate: '121064-0-1' };
const STAYS: Record<Locale, { query: string; name: RegExp; weeks: number }> = {
  en: { query: 'Zaitoun Boutique Hotel Bur', name: /^Zaitoun Boutique Hotel Bur Dubai/, weeks: 7 },
  ar: { query: 'الزيتون بوتيك بر', name: /^فندق الزيتون بوتيك بر دبي/, weeks: 8 },
};

/** The key that moves to the next day or tab along the line: left in Arabic. */
const forward = (locale: Locale) => (locale === 'ar' ? 'ArrowLeft' : 'ArrowRight');

/** Tabs to a field and types into it. */
async function typeInto(page: Page, field: Locator, text: string, max?: number) {
  await tabTo(page, field, { max });
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Tabs to a <select> and moves down its options until it holds `value`. */
async function selectByArrows(page: Page, select: Locator, value: string) {
  await tabTo(page, select);
  for (let presses = 0; (await select.inputValue()) !== value; presses++) {
    if (presses === 30) throw new Error(`${select.toString()} never held "${value}"`);
    await page.keyboard.press('ArrowDown');
  }
}

/** Tabs to the day, month (by arrows) and year of a date field and types the day in. */
async function typeDate(page: Page, group: Locator, locale: Locale, isoDay: string) {
  const t = messages[locale].DateField;
  const [year = '', month = '', day = ''] = isoDay.split('-');
  await typeInto(page, group.getByRole('textbox', { name: t.day }), day);
  await selectByArrows(page, group.getByRole('combobox', { name: t.month }), String(Number(month)));
  await typeInto(page, group.getByRole('textbox', { name: t.year }), year);
}

/**
 * Opens the calendar of the focused date button and moves `weeks` weeks down from the day it
 * starts on, then one day along the line (right to left in Arabic); returns that day.
 */
async function moveInCalendar(page: Page, calendar: Locator, locale: Locale, weeks: number) {
  await page.keyboard.press('Enter');
  await expect(calendar.getByRole('grid').first()).toBeVisible();
  await expect.poll(() => focusedDay(page)).not.toBe('');
  await press(page, 'ArrowDown', weeks);
  const before = await focusedDay(page);
  await page.keyboard.press(forward(locale));
  const day = await focusedDay(page);
  expect(day, `${forward(locale)} moves to the next day`).toBe(addDays(before, 1));
  await expectFocusShown(page.locator(':focus'));
  return day;
}

/** The phone's country, chosen in its searchable picker, then the number. */
async function typePhone(page: Page, locale: Locale) {
  const t = messages[locale];
  const toggle = page.getByRole('button', {
    name: new RegExp(`^${escapeRegExp(lead(t.Auth.country_code_button))}`),
  });
  // The calling codes load after the form; until then the picker is disabled and out of the Tab order.
  await expect(toggle).toBeEnabled({ timeout: 15_000 });
  await tabTo(page, toggle);
  await page.keyboard.press('Enter');
  const search = page.getByRole('combobox', { name: t.Auth.search_country });
  await expect(search).toBeFocused();
  await page.keyboard.type(locale === 'ar' ? 'السعودية' : 'Saudi');
  await chooseOption(page, search, locale === 'ar' ? /السعودية/ : /^Saudi Arabia/);
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAccessibleName(/\+966/);
  await typeInto(page, page.getByRole('textbox', { name: t.Checkout.mobile_number }), '501234567', 3);
}

/** The payment step's card form, typed in (the demo card of the other specs), then Pay. */
async function payByKeyboard(page: Page, locale: Locale) {
  const t = messages[locale].Payment;
  const step = await paymentStep(page);
  await expect(step).toBeVisible({ timeout: 15_000 });
  await typeInto(page, step.getByRole('textbox', { name: t.card_holder }), 'Sara Haddad');
  const number = step.getByRole('textbox', { name: t.card_number });
  await tabTo(page, number, { max: 3 });
  await page.keyboard.type('4242424242424242');
  await expect(number).toHaveValue('4242 4242 4242 4242');
  const expiry = step.getByRole('textbox', { name: t.card_expiry });
  await tabTo(page, expiry, { max: 3 });
  await page.keyboard.type('1230');
  await expect(expiry).toHaveValue('12/30');
  await typeInto(page, step.getByRole('textbox', { name: t.card_cvv }), '123', 3);
  await tabTo(page, step.getByRole('button', { name: new RegExp(`^${escapeRegExp(lead(t.pay_amount))}`) }), {
    max: 5,
  });
  await page.keyboard.press('Enter');
}

/** The confirmation names a booking reference (six letters and digits). */
async function expectReference(page: Page, locale: Locale) {
  const t = messages[locale].ThankYou;
  await expect(page.getByText(t.reference)).toHaveText(
    new RegExp(`^${escapeRegExp(t.reference)}\\s*[A-HJ-NP-Z2-9]{6}$`),
  );
}

for (const locale of ['en', 'ar'] as const) {
  test.describe(`keyboard only (${locale})`, () => {
    test(`a guest books a one-way flight with the keyboard alone (${locale})`, async ({ page }) => {
      const t = messages[locale];
      const route = FLIGHTS[locale];
      await page.setViewportSize(desktop);
      await page.goto(`${hosts.skyline}/${locale}`);
      await expectHomeHydrated(page);

      // The search form: the airports' comboboxes, the departure calendar, the travellers.
      const form = page.getByRole('form', { name: t.FlightSearch.form_label });
      const from = form.getByRole('combobox', { name: t.FlightSearch.from });
      await tabTo(page, from);
      await page.keyboard.type(route.from[0]);
      await chooseOption(page, from, new RegExp(route.from[1]));
      await expect(from).toHaveValue(new RegExp(`\\(${route.from[1]}\\)`));
      const to = form.getByRole('combobox', { name: t.FlightSearch.to });
      await tabTo(page, to, { max: 3 });
      await page.keyboard.type(route.to[0]);
      await chooseOption(page, to, new RegExp(route.to[1]));
      await expect(to).toHaveValue(new RegExp(`\\(${route.to[1]}\\)`));

      const departure = form.getByRole('button', { name: new RegExp(`^${t.FlightSearch.departure}`) });
      await tabTo(page, departure, { max: 3 });
      const calendar = page.getByRole('dialog', {
        name: fill(t.FlightSearch.calendar_label, { field: t.FlightSearch.departure }),
      });
      const day = await moveInCalendar(page, calendar, locale, route.weeks);
      await page.keyboard.press('Enter');
      await expect(calendar).toBeHidden();
      await expect(departure).toBeFocused();

      const travellers = form.getByRole('button', { name: new RegExp(`^${t.FlightSearch.travellers}`) });
      await tabTo(page, travellers, { max: 5 });
      await page.keyboard.press('Enter');
      const addAdult = page.getByRole('button', { name: t.FlightSearch.add.adults });
      await tabTo(page, addAdult, { max: 5 });
      await tabTo(page, page.getByRole('button', { name: t.FlightSearch.done, exact: true }), { max: 8 });
      await page.keyboard.press('Enter');
      await expect(travellers).toBeFocused();
      await tabTo(page, form.getByRole('button', { name: t.FlightSearch.search }), { max: 5 });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(
        new RegExp(
          `/${locale}/flights\\?type=oneway&from=${route.from[1]}&to=${route.to[1]}&depart=${day}&adults=1&`,
        ),
      );

      // The results: past the filters by the skip link, to an offer's Select; its fare checked.
      await expect(page.locator('[data-offer-card]').first()).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
      await tabTo(page, page.getByRole('link', { name: t.Flights.skip_to_results }), { max: 25 });
      await page.keyboard.press('Enter');
      const titles = t.Flights.revalidate;
      const dialog = page.getByRole('dialog');
      const heading = dialog.getByRole('heading');
      let booked = false;
      for (let offer = 0; offer < 8 && !booked; offer++) {
        const card = page.locator('[data-offer-card]').nth(offer);
        await tabTo(page, card.getByRole('button', { name: t.Flights.select, exact: true }), { max: 12 });
        await page.keyboard.press('Enter');
        const answers = [
          titles.held_title,
          titles.changed_title,
          titles.unavailable_title,
          titles.failed_title,
        ];
        await expect(heading).toHaveText(new RegExp(`^(${answers.map(escapeRegExp).join('|')})$`));
        const title = await heading.textContent();
        if (title === titles.changed_title) {
          // The new price is the dialog's first choice: Enter accepts it.
          await expectFocusShown(
            dialog.getByRole('button', { name: new RegExp(`^${lead(titles.continue_at)}`) }),
          );
          await page.keyboard.press('Enter');
          await expect(heading).toHaveText(titles.held_title);
        }
        if (title === titles.held_title || title === titles.changed_title) {
          await tabTo(page, dialog.getByRole('button', { name: t.Checkout.continue_to_checkout }), {
            max: 3,
          });
          await page.keyboard.press('Enter');
          booked = true;
        } else {
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
          await expectFocusKept(page);
        }
      }
      expect(booked, 'an offer whose fare is held').toBe(true);

      // Checkout: the traveller, the contact, the tax invoice.
      await expect(page).toHaveURL(/\/flights\/checkout$/);
      const traveller = await travellerGroup(page, 0);
      await typeInto(page, traveller.getByRole('textbox', { name: t.Checkout.first_name }), 'Sara', 60);
      await typeInto(page, traveller.getByRole('textbox', { name: t.Checkout.last_name }), 'Haddad', 3);
      await typeDate(
        page,
        traveller.getByRole('group', { name: t.Checkout.date_of_birth }),
        locale,
        '1990-04-12',
      );
      await selectByArrows(page, traveller.getByRole('combobox', { name: t.Checkout.gender }), 'F');
      await typeInto(
        page,
        traveller.getByRole('textbox', { name: t.Checkout.passport_number }),
        'N1234567',
        3,
      );
      const expiryYear = new Date().getFullYear() + 5;
      await typeDate(
        page,
        traveller.getByRole('group', { name: t.Checkout.passport_expiry }),
        locale,
        `${expiryYear}-01-31`,
      );
      await typeInto(page, page.getByRole('textbox', { name: t.Checkout.email }), 'sara@example.com', 6);
      await typePhone(page, locale);
      const invoice = page.getByTestId('gst-toggle');
      await tabTo(page, invoice, { max: 3 });
      await page.keyboard.press('Space');
      await expect(invoice).toBeChecked();
      await typeInto(page, page.getByRole('textbox', { name: t.Checkout.company_name }), 'Haddad Trading', 3);
      await tabTo(page, page.getByTestId('company-reg'), { max: 3 });
      await page.keyboard.type('100234567800003');
      await tabTo(
        page,
        page.getByRole('button', {
          name: new RegExp(`^${escapeRegExp(lead(t.Checkout.continue_to_payment))}`),
        }),
        {
          max: 5,
        },
      );
      await page.keyboard.press('Enter');

      await payByKeyboard(page, locale);
      await expectConfirmed(page, locale);
    });

    test(`a guest books a hotel stay with the keyboard alone (${locale})`, async ({ page }) => {
      const t = messages[locale];
      const stay = STAYS[locale];
      await page.setViewportSize(desktop);
      await page.goto(`${hosts.skyline}/${locale}`);
      await expectHomeHydrated(page);

      // The Hotels tab, by the arrow key along the tab list (right to left in Arabic).
      const flightsTab = page.getByRole('tab', { name: t.Header.flights });
      await tabTo(page, flightsTab);
      await page.keyboard.press(forward(locale));
      const hotelsTab = page.getByRole('tab', { name: t.Header.hotels });
      await expect(hotelsTab).toHaveAttribute('aria-selected', 'true');
      await expectFocusShown(hotelsTab);

      const form = page.getByRole('form', { name: t.hotels.form_label });
      const destination = form.getByRole('combobox', { name: t.hotels.destination });
      await tabTo(page, destination, { max: 5 });
      await page.keyboard.type(stay.query);
      await chooseOption(page, destination, stay.name);
      await expect(destination).toHaveValue(stay.name);

      const dates = form.getByRole('button', { name: new RegExp(`^${escapeRegExp(t.hotels.dates)}`) });
      await tabTo(page, dates, { max: 3 });
      const calendar = page.getByRole('dialog', { name: t.hotels.calendar_label });
      const checkIn = await moveInCalendar(page, calendar, locale, stay.weeks);
      await page.keyboard.press('Enter');
      await press(page, forward(locale), 2);
      const checkOut = await focusedDay(page);
      expect(checkOut).toBe(addDays(checkIn, 2));
      await page.keyboard.press('Enter');
      await expect(calendar).toBeHidden();
      await expect(dates).toBeFocused();

      // One adult instead of the two the form starts with.
      const rooms = form.getByRole('button', {
        name: new RegExp(`^${escapeRegExp(t.hotels.guests_and_rooms)}`),
      });
      await tabTo(page, rooms, { max: 3 });
      await page.keyboard.press('Enter');
      const removeAdult = page.getByRole('button', { name: fill(t.hotels.remove_adult, { n: 1 }) });
      await tabTo(page, removeAdult, { max: 5 });
      await page.keyboard.press('Enter');
      // One adult is the least: the button is disabled, and focus moves on to its neighbour.
      await expect(removeAdult).toBeDisabled();
      await expectFocusShown(page.getByRole('button', { name: fill(t.hotels.add_adult, { n: 1 }) }));
      await page.keyboard.press('Escape');
      await expect(rooms).toBeFocused();
      await tabTo(page, form.getByRole('button', { name: t.hotels.search }), { max: 3 });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(
        new RegExp(`/${locale}/hotels\\?searchType=HOTEL&destinationId=${HOTEL.id}&`),
      );
      const searched = new URL(page.url()).searchParams;
      expect([searched.get('checkIn'), searched.get('checkOut'), searched.get('room')]).toEqual([
        checkIn,
        checkOut,
        '1',
      ]);

      // The results: past the summary and the filters by the skip link, to the hotel's See rooms;
      // then the rate, by the arrow keys in its radio group.
      await expect(page.locator('.hotel-list')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
      await tabTo(page, page.getByRole('link', { name: t.hotelResults.skip_to_results }), { max: 25 });
      await page.keyboard.press('Enter');
      await tabTo(page, page.getByRole('link', { name: t.hotelResults.see_rooms }), { max: 12 });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${locale}/hotels/details\\?hotelId=${HOTEL.id}&`));
      const room = page.getByTestId('search-room-1');
      await tabTo(page, room.getByRole('radio').first(), { max: 60 });
      const rate = room.getByTestId(`rate-${HOTEL.rate}`).getByRole('radio');
      for (let presses = 0; !(await hasFocus(rate)); presses++) {
        if (presses === 10) throw new Error(`ArrowDown never reached the rate ${HOTEL.rate}`);
        await page.keyboard.press('ArrowDown');
      }
      await expect(rate).toBeChecked();
      await expectFocusShown(rate);
      await tabTo(page, page.getByRole('button', { name: t.hotelBooking.continue, exact: true }), {
        max: 40,
      });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${locale}/hotels/checkout$`), { timeout: 15_000 });

      // Checkout: the lead guest, the contact, a special request and the arrival time.
      const guest = page.getByTestId('lead-guest-1');
      await typeInto(page, guest.getByRole('textbox', { name: t.hotelBooking.first_name }), 'Sara', 60);
      await typeInto(page, guest.getByRole('textbox', { name: t.hotelBooking.last_name }), 'Haddad', 3);
      await typeInto(page, page.getByRole('textbox', { name: t.Checkout.email }), 'sara@example.com', 3);
      await typePhone(page, locale);
      await typeInto(page, page.getByTestId('special-requests'), 'A quiet room, please.', 6);
      await selectByArrows(page, page.getByTestId('arrival-time'), '18:00');
      await tabTo(
        page,
        page.getByRole('button', {
          name: new RegExp(`^${escapeRegExp(lead(t.hotelBooking.continue_to_payment))}`),
        }),
        { max: 5 },
      );
      await page.keyboard.press('Enter');

      await payByKeyboard(page, locale);
      await expectHotelConfirmed(page, locale);
      await expectReference(page, locale);
    });
  });
}
