'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { usePopover } from '@/components/forms/usePopover';
import { PopoverField } from '@/components/forms/PopoverField';
import { CountStepper, type CountStepperProps } from '@/components/forms/CountStepper';
import { HOTEL_LIMITS } from '../occupancy';
import { guestsKey } from './formLabels';
import {
  addChild,
  addChildBlocker,
  addRoom,
  addRoomBlocker,
  adultsBlocker,
  changeAdults,
  guestCounts,
  removeChild,
  removeRoom,
  removeRoomBlocker,
  setChildAge,
  type FormRoom,
  type RoomsLimit,
} from './roomsModel';

export interface RoomsFieldProps {
  rooms: FormRoom[];
  onChange: (rooms: FormRoom[]) => void;
  /** Shown once a search was attempted: a child's age is missing. */
  error?: string;
  /** The server's summaries for these guest counts (see HotelFormLabels). */
  summaryLabels?: Record<string, string>;
}

const AGES = Array.from({ length: HOTEL_LIMITS.maxChildAge + 1 }, (_, age) => age);

/**
 * Rooms, and adults and children per room, in a popover. Each child gets an age select (0–17). A
 * button at a limit is disabled and the limit is said under the rooms while it applies.
 */
export function RoomsField({ rooms, onChange, error, summaryLabels }: RoomsFieldProps) {
  const t = useTranslations('hotels');
  const popover = usePopover();
  const counts = guestCounts(rooms);
  return (
    <PopoverField
      label={t('guests_and_rooms')}
      value={summaryLabels?.[guestsKey(counts)] ?? t('rooms_summary', counts)}
      panelLabel={t('guests_and_rooms')}
      popover={popover}
      block="hotel-rooms"
      error={error}
    >
      <RoomsPanel rooms={rooms} onChange={onChange} error={error} onDone={() => popover.close(true)} />
    </PopoverField>
  );
}

/**
 * The open panel: the rooms, their steppers and ages, the limits and "Done". A component of its
 * own, so that its texts are worked out only while the panel is open: the children's hint's
 * `{max, number}` builds the page's first `Intl.NumberFormat`, whose start-up (about 240 ms at 4×
 * CPU) the home page's hidden Hotels form paid after hydration on every visit (docs/performance.md).
 */
function RoomsPanel({
  rooms,
  onChange,
  error,
  onDone,
}: Pick<RoomsFieldProps, 'rooms' | 'onChange' | 'error'> & { onDone: () => void }) {
  const t = useTranslations('hotels');
  const id = useId();
  const reasons = new Set<RoomsLimit>();
  const note = (reason: RoomsLimit | null) => {
    if (reason && reason !== 'min_adults' && reason !== 'min_rooms') reasons.add(reason);
    return reason !== null;
  };
  const addRoomDisabled = note(addRoomBlocker(rooms));
  const removeRoomDisabled = removeRoomBlocker(rooms) !== null;
  const missingAge = rooms.some((room) => room.childAges.some((age) => age === null));

  return (
    <>
      <ol className="list-unstyled m-0 hotel-rooms__list">
        {rooms.map((room, index) => {
          const upAdults = note(adultsBlocker(room, 1));
          const downAdults = adultsBlocker(room, -1) !== null;
          const upChildren = note(addChildBlocker(room));
          return (
            <li key={index} className="hotel-rooms__room">
              <div className="hotel-rooms__head">
                <h3 className="hotel-rooms__title" id={`${id}-room-${index}`}>
                  {t('room_n', { n: index + 1 })}
                </h3>
                {!removeRoomDisabled && (
                  <button
                    type="button"
                    className="btn btn-link btn-sm hotel-rooms__remove"
                    onClick={() => onChange(removeRoom(rooms, index))}
                  >
                    {t('remove_room', { n: index + 1 })}
                  </button>
                )}
              </div>
              <RoomStepper
                label={t('adults')}
                hint={t('adults_hint')}
                value={room.adults}
                removeLabel={t('remove_adult', { n: index + 1 })}
                addLabel={t('add_adult', { n: index + 1 })}
                canRemove={!downAdults}
                canAdd={!upAdults}
                onRemove={() => onChange(changeAdults(rooms, index, -1))}
                onAdd={() => onChange(changeAdults(rooms, index, 1))}
                id={`${id}-adults-${index}`}
              />
              <RoomStepper
                label={t('children')}
                hint={t('children_hint', { max: HOTEL_LIMITS.maxChildAge })}
                value={room.childAges.length}
                removeLabel={t('remove_child', { n: index + 1 })}
                addLabel={t('add_child', { n: index + 1 })}
                canRemove={room.childAges.length > 0}
                canAdd={!upChildren}
                onRemove={() => onChange(removeChild(rooms, index))}
                onAdd={() => onChange(addChild(rooms, index))}
                id={`${id}-children-${index}`}
              />
              {room.childAges.length > 0 && (
                <div className="hotel-rooms__ages">
                  {room.childAges.map((age, child) => {
                    const selectId = `${id}-age-${index}-${child}`;
                    const invalid = Boolean(error) && age === null;
                    return (
                      <div key={child} className="hotel-rooms__age">
                        <label htmlFor={selectId} className="form-label">
                          {t('child_age_label', { n: child + 1, room: index + 1 })}
                        </label>
                        <select
                          id={selectId}
                          className={`form-select${invalid ? ' is-invalid' : ''}`}
                          aria-invalid={invalid || undefined}
                          value={age === null ? '' : String(age)}
                          onChange={(event) =>
                            onChange(
                              setChildAge(
                                rooms,
                                index,
                                child,
                                event.target.value === '' ? null : Number(event.target.value),
                              ),
                            )
                          }
                        >
                          <option value="">{t('child_age_choose')}</option>
                          {AGES.map((years) => (
                            <option key={years} value={years}>
                              {t('child_age', { age: years })}
                            </option>
                          ))}
                        </select>
                      </div>
                    );
                  })}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="btn btn-outline-primary w-100 mt-2"
        disabled={addRoomDisabled}
        onClick={() => onChange(addRoom(rooms))}
      >
        {t('add_room')}
      </button>
      <div className="flight-travellers__reasons" aria-live="polite" data-testid="room-limits">
        {[...reasons].map((reason) => (
          <p key={reason} className="m-0">
            {t(`limit.${reason}`, {
              rooms: HOTEL_LIMITS.maxRooms,
              adults: HOTEL_LIMITS.maxAdultsPerRoom,
              children: HOTEL_LIMITS.maxChildrenPerRoom,
            })}
          </p>
        ))}
        {missingAge && <p className="m-0">{t('limit.child_age_required')}</p>}
      </div>
      <button type="button" className="btn btn-primary w-100 mt-2" onClick={onDone}>
        {t('done')}
      </button>
    </>
  );
}

/** A room's adults or children: the shared stepper in its row. */
function RoomStepper(props: CountStepperProps) {
  return (
    <div className="flight-travellers__row">
      <CountStepper {...props} />
    </div>
  );
}
