'use client';

import { useTranslations } from 'next-intl';
import type { HotelGuest, Stay } from '../api/booking';

/**
 * A hotel booking's lead guests, one a room, with the room's name and who stays in it. Names are
 * isolated (<bdi>): a Latin name inside an Arabic line keeps its own order.
 */
export function HotelGuests({
  guests,
  rooms,
  testId,
}: {
  guests: readonly Pick<HotelGuest, 'firstName' | 'lastName'>[];
  rooms: readonly Pick<Stay['rooms'][number], 'roomName' | 'adults' | 'childAges'>[];
  testId: string;
}) {
  const th = useTranslations('hotelBooking');
  return (
    <ul className="thankyou-travellers" data-testid={testId}>
      {guests.map((guest, index) => {
        const room = rooms[index];
        return (
          <li key={index}>
            <strong>
              <bdi>
                {guest.firstName} {guest.lastName}
              </bdi>
            </strong>{' '}
            · {th('room_n', { n: index + 1 })}
            {room && (
              <>
                {' '}
                · {room.roomName} ·{' '}
                {th('guests_in_room', { adults: room.adults, children: room.childAges.length })}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
