import { OTP_TYPE, type OtpType } from '../../db/schema';
import { ltr, type Words } from './parts';

/**
 * Every word of the sandbox's mail in English. `./ar.ts` has the same shape in Arabic; the mail
 * builders read one table or the other and never spell a sentence themselves.
 */
export const en = {
  frame: {
    greeting: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
    signOff: (club: string) => `The ${club} team`,
    email: 'E-mail: ',
    phone: 'Phone: ',
  },
  code: {
    subject: {
      [OTP_TYPE.SIGNUP]: 'Confirm your email',
      [OTP_TYPE.LOGIN]: 'Your sign-in code',
      [OTP_TYPE.FORGOT_PASSWORD]: 'Reset your password',
    } satisfies Record<OtpType, string>,
    reason: {
      [OTP_TYPE.SIGNUP]: 'Use this code to confirm your email address and finish creating your account',
      [OTP_TYPE.LOGIN]: 'Use this code to sign in',
      [OTP_TYPE.FORGOT_PASSWORD]: 'Use this code to reset your password',
    } satisfies Record<OtpType, string>,
    intro: (reason: string, club: string) => `${reason} at ${club}:`,
    valid: (minutes: number) => `The code is valid for ${minutes} minutes and can be used once.`,
    ignore: 'If you did not ask for it, ignore this mail and do not share the code with anyone.',
  },
  manageCode: {
    subject: (reference: string): Words => ['Your code to open booking ', ltr(reference)],
    intro: (reference: string, club: string): Words => [
      'Someone asked to open booking ',
      ltr(reference),
      ` at ${club}. Enter this code to see and manage the booking:`,
    ],
    valid: (minutes: number) => `The code is valid for ${minutes} minutes and works once.`,
    ignore: 'If you did not ask for it, ignore this mail and do not share the code: your booking is safe.',
  },
  passwordChanged: {
    subject: 'Your password was changed',
    intro: (club: string) => `The password of your ${club} account was changed.`,
    when: 'When',
    whenValue: (when: string) => `${when} UTC`,
    ip: 'IP address',
    browser: 'Browser',
    unknownBrowser: 'unknown',
    signedOut: 'Your other sessions on every device have been signed out.',
    notYou:
      'If you did not make this change, reset your password at once from the login page and contact us.',
  },
  contact: {
    supportSubject: (reference: number, subject: string) => `Contact message ${reference}: ${subject}`,
    supportIntro: (club: string) => `A new message came in through the ${club} contact form.`,
    name: 'Name',
    email: 'Email',
    mobile: 'Mobile',
    subject: 'Subject',
    replyHint: 'Reply to this mail to answer the sender directly.',
    ackSubject: 'we received your message',
    ackIntro: (club: string, reference: number): Words => [
      `Thank you for contacting ${club}. We received your message (reference `,
      ltr(String(reference)),
      ') and our team will answer you at this address as soon as possible.',
    ],
  },
  application: {
    submitted: {
      subject: 'We received your agent application',
      lines: (club: string): Words[] => [
        `Thank you for applying to become a travel agent with ${club}.`,
        'Our team will review your details and documents. We will e-mail you when the review starts and when it is decided.',
        'Until then you can still correct your details by signing in on the agent site.',
      ],
    },
    inReview: {
      subject: 'Your agent application is being reviewed',
      lines: (club: string): Words[] => [
        `Our team at ${club} has started reviewing your application.`,
        'While it is in review it cannot be changed. We will e-mail you the decision.',
      ],
    },
    approved: {
      subject: 'Your agent account is approved',
      lines: (club: string, balance: string): Words[] => [
        `Welcome aboard: your agent account with ${club} is approved.`,
        ['Your wallet is open with a starting balance of ', ltr(balance), '.'],
        'Sign in on the agent site with your e-mail and password to start booking.',
      ],
    },
    rejected: {
      subject: 'Your agent application needs changes',
      before: (club: string) =>
        `Our team at ${club} could not approve your application yet. The reviewer wrote:`,
      after: 'Sign in on the agent site, correct your details and submit the application again.',
    },
  },
  booking: {
    subject: {
      confirmation: (ref: string): Words => ['booking ', ltr(ref), ' is confirmed'],
      cancellation: (ref: string): Words => ['booking ', ltr(ref), ' is cancelled'],
      refund: (ref: string): Words => ['refund for booking ', ltr(ref)],
      invoice: (ref: string): Words => ['invoice for booking ', ltr(ref)],
      failed: (ref: string): Words => ['booking ', ltr(ref), ' could not be completed'],
    },
    confirmed: (ref: string): Words => ['Your booking ', ltr(ref), ' is confirmed and paid.'],
    cancelled: (ref: string): Words => ['Your booking ', ltr(ref), ' is cancelled.'],
    refundNews: (ref: string): Words => ['News about the refund for your booking ', ltr(ref), ':'],
    invoiceIntro: (ref: string): Words => ['Here is the invoice you asked for, for booking ', ltr(ref), '.'],
    failedIntro: (ref: string, flight: boolean): Words => [
      `We are sorry: the ${flight ? 'airline' : 'hotel'} could not confirm your booking `,
      ltr(ref),
      ', so you have not been booked.',
    ],
    failedPaid: (amount: string): Words => ['Your payment of ', ltr(amount), ' went through.'],
    failedRefunding:
      'We are refunding all of it to the way you paid; your bank usually shows a card refund within 3–4 working days.',
    noRefund: 'No refund is due for this booking.',
    refunded: (amount: string): Words => [ltr(amount), ' has been refunded.'],
    refundFailed: (amount: string): Words => [
      'The refund of ',
      ltr(amount),
      ' could not be completed. Please contact us and we will sort it out.',
    ],
    refundPending: (amount: string): Words => [
      'A refund of ',
      ltr(amount),
      ' is on its way; your bank may take a few days to show it.',
    ],
    attachedInvoice: 'Your invoice is attached as a PDF.',
    attached: (flight: boolean) =>
      `Your ${flight ? 'e-ticket' : 'hotel voucher'} and invoice are attached as PDFs.`,
    attachedCalendar: 'The calendar file (.ics) adds the trip to your calendar.',
    facts: {
      itinerary: 'Your trip',
      stay: 'Your stay',
      reference: 'Booking reference',
      flight: 'Flight',
      hotel: 'Hotel',
      address: 'Address',
      checkIn: 'Check-in',
      checkOut: 'Check-out',
      nights: 'Nights',
      nightCount: (nights: number) => (nights === 1 ? '1 night' : `${nights} nights`),
      room: 'Room',
      paid: 'Price paid',
      recordLocator: (airline: string) => `${airline} booking reference (PNR)`,
      eTicket: (name: string) => `E-ticket, ${name}`,
      confirmation: 'Hotel confirmation number',
      fromTime: (day: string, time: string): Words => [`${day}, from `, ltr(time)],
      untilTime: (day: string, time: string): Words => [`${day}, until `, ltr(time)],
    },
    guestWayBack: (ref: string): Words => [
      'To see the booking again, open Manage booking with reference ',
      ltr(ref),
      ' and this e-mail address.',
    ],
    openManage: 'Open Manage booking',
    accountWayBack: 'You can also see the booking under My bookings.',
    openMyBookings: 'Open My bookings',
  },
};

export type MailTexts = typeof en;
