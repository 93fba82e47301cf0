import type { ComponentType } from 'react';
import type { ApiRequest } from '@/lib/api/baseQuery';
import type { AnyManagedBooking, BookingDocumentType, BookingKind, BookingListItem } from './api';

/**
 * What a module (flights, hotels; a third one such as transfers) gives the booking kit, once: the
 * kit draws the journey's shared screens — My bookings, the booking's detail, the confirmation,
 * Manage booking — and asks the module only for what is its own. The kit never imports a module;
 * the routes (src/app) hand it the modules' descriptors (src/app/[locale]/bookingModules.ts).
 */
export interface BookingModule<Managed extends AnyManagedBooking = AnyManagedBooking> {
  /** The module's name in URLs and tabs (`/my-bookings/<kind>/<id>`, `?module=<kind>`). */
  kind: BookingKind;
  /** The API's number for the module (`moduleType`: flights 1, hotels 2). */
  moduleType: number;
  /** Where its screens are, locale-free (the i18n Link adds the locale). */
  routes: {
    /** My bookings opened on this module's tab. */
    list: string;
    detail: (bookingId: string) => string;
    thankYou: (bookingId: string) => string;
  };
  /**
   * The module's read of one of its bookings for the confirmation page (`GET /flight/booking/{id}`):
   * the kit adds the guest's pass and reads the answer as the module's booking type.
   */
  confirmation: (bookingId: string) => ApiRequest;
  /** The message namespace of the module's own booking texts (nights and rooms; cabins and fares). */
  messages: string;
  /** The PDFs a paid booking of this module has, in the order they are offered. */
  documents: readonly BookingDocumentType[];
  /** Whether an answer of `GET /my-bookings/{id}` is one of this module's bookings. */
  owns: (booking: AnyManagedBooking) => booking is Managed;
  /** One booking of a My bookings list, as a link to its detail (the kit adds reference, status, amount). */
  ListRow: ComponentType<{ item: BookingListItem }>;
  /**
   * The itinerary or the stay: the module's slot in every view of one of its bookings; `now` is when
   * the view was read, so deadlines (free cancellation) read the same as the booking's status.
   */
  Summary: ComponentType<{ booking: Managed; now: Date }>;
  /** The module's own facts between the summary and the contact (travellers and fare; guests and requests). */
  Details: ComponentType<{ booking: Managed }>;
}
