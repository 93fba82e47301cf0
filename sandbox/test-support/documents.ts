import type { FlightDocument, HotelDocument } from '../lib/documents';
import type { DocumentLanguage } from '../lib/documents';

/** Sample bookings for the document tests, as the bookings routes would gather them. */

const club = (language: DocumentLanguage) => ({
  branding: { name: 'Skyline Travel', primary: '#0B4F8A', secondary: '#13A3A0', logo: null },
  issuer: {
    name: 'Skyline Travel',
    address:
      language === 'ar' ? 'برج الأفق، شارع الشيخ زايد، دبي' : 'Horizon Tower, Sheikh Zayed Road, Dubai',
    email: 'support@skyline.example',
    phone: '+971 4 555 0100',
  },
});

const common = (language: DocumentLanguage) => ({
  language,
  // The document tests ask for Hijri dates where they check them (hijri.test.ts).
  showHijri: false,
  ...club(language),
  reference: 'K7QM2X',
  statusName: 'Confirmed',
  cancelled: false,
  bookedAt: '2026-11-20T09:15:00.000Z',
  currency: 'AED',
  decimals: 2,
  paymentMethodName: 'CreditCard',
  cardLast4: '4242',
  paidAt: '2026-11-20T09:17:00.000Z',
  contact: {
    name: language === 'ar' ? 'سارة حداد' : 'Sara Haddad',
    email: 'sara@example.com',
    phone: '+971 501234567',
  },
  company: { name: 'Haddad Trading LLC', registrationNo: '100200300400003', taxIdLabel: 'TRN' as const },
});

export function sampleFlight(language: DocumentLanguage): FlightDocument {
  return {
    ...common(language),
    module: 'flight',
    amount: 2461.5,
    lines: [
      {
        description: language === 'ar' ? 'أجرة الطيران، بالغ' : 'Air fare, Adult',
        quantity: 2,
        unitPrice: 980,
        taxes: 150.75,
        fees: 0,
      },
      {
        description: language === 'ar' ? 'أجرة الطيران، طفل' : 'Air fare, Child',
        quantity: 1,
        unitPrice: 150,
        taxes: 50,
        fees: 0,
      },
    ],
    tripType: 'Roundtrip',
    cabin: 1,
    fareBrand: 'Economy Flex',
    refundable: true,
    baggage: { checkedKg: 30, cabinKg: 7 },
    validatingAirline: language === 'ar' ? 'طيران الإمارات' : 'Emirates',
    segments: [
      {
        flightNumber: 'EK 2',
        airline: language === 'ar' ? 'طيران الإمارات' : 'Emirates',
        origin: 'DXB',
        destination: 'LHR',
        departure: '2026-12-10T08:30:00',
        arrival: '2026-12-10T12:45:00',
        aircraft: 'A380',
      },
      {
        flightNumber: 'EK 1',
        airline: language === 'ar' ? 'طيران الإمارات' : 'Emirates',
        origin: 'LHR',
        destination: 'DXB',
        departure: '2026-12-20T14:00:00',
        arrival: '2026-12-21T00:40:00',
        aircraft: 'B777',
      },
    ],
    recordLocators: [{ airline: language === 'ar' ? 'طيران الإمارات' : 'Emirates', locator: 'Q7KM2X' }],
    travellers: [
      { type: 'ADT', name: 'Sara Haddad', passport: '*****567', eTicket: '1762345678901' },
      { type: 'ADT', name: 'Omar Haddad', passport: '*****901', eTicket: '1762345678902' },
      { type: 'CHD', name: 'Lina Haddad', passport: '*****345', eTicket: '1762345678903' },
    ],
  };
}

export function sampleHotel(language: DocumentLanguage): HotelDocument {
  const ar = language === 'ar';
  return {
    ...common(language),
    module: 'hotel',
    amount: 1890,
    lines: [
      {
        description: ar ? 'غرفة ديلوكس بسرير كبير، 3 ليالٍ' : 'Deluxe King Room, 3 nights',
        quantity: 1,
        unitPrice: 1620,
        taxes: 210,
        fees: 60,
      },
    ],
    hotel: {
      name: ar ? 'فندق لؤلؤة الخليج' : 'Gulf Pearl Hotel',
      address: ar ? 'شارع الكورنيش 12' : '12 Corniche Street',
      city: ar ? 'دبي' : 'Dubai',
      country: ar ? 'الإمارات العربية المتحدة' : 'United Arab Emirates',
      stars: 5,
    },
    checkIn: '2026-12-10',
    checkOut: '2026-12-13',
    nights: 3,
    checkInFrom: '15:00',
    checkOutUntil: '12:00',
    rooms: [
      {
        name: ar ? 'غرفة ديلوكس بسرير كبير' : 'Deluxe King Room',
        confirmationNumber: '418230957',
        board: 'BB',
        adults: 2,
        children: 1,
        cancellation: {
          freeUntil: '2026-12-07T12:00:00.000Z',
          // As lib/hotel-inventory penaltyText writes it: the deadline in hotel time, then the fee.
          penaltyText: ar
            ? 'إلغاء مجاني حتى 7 ديسمبر 2026، الساعة 16:00 بتوقيت الفندق. بعد ذلك تُحتسب الليلة الأولى (AED 1150.00).'
            : 'Free cancellation until 7 December 2026, 16:00 hotel time. After that, the first night (AED 1150.00) is charged.',
        },
      },
    ],
    guests: ['Sara Haddad', 'Omar Haddad'],
    specialRequests: ar ? 'غرفة في طابق مرتفع إن أمكن' : 'High floor if possible',
    arrivalTime: '18:00',
  };
}
