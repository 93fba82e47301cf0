import { intBetween, pick, unit } from '../flight-offers/hash';
import type { Bilingual } from './cities';
import type { Board, PropertyType, RatePlan, RoomType } from './types';

/** The kinds of rooms hotels sell: names, beds, size range, occupancy and price factor. */
interface RoomKind {
  name: Bilingual;
  beds: Bilingual;
  size: [number, number];
  maxAdults: number;
  maxChildren: number;
  factor: number;
}

const kind = (
  en: string,
  ar: string,
  bedsEn: string,
  bedsAr: string,
  size: [number, number],
  maxAdults: number,
  maxChildren: number,
  factor: number,
): RoomKind => ({ name: { en, ar }, beds: { en: bedsEn, ar: bedsAr }, size, maxAdults, maxChildren, factor });

const KING = ['1 king bed', 'سرير كينغ واحد'] as const;
const QUEEN = ['1 queen bed', 'سرير كوين واحد'] as const;
const TWIN = ['2 single beds', 'سريران فرديان'] as const;
const KING_SOFA = ['1 king bed and 1 sofa bed', 'سرير كينغ واحد وأريكة سرير'] as const;
const KING_TWIN = ['1 king bed and 2 single beds', 'سرير كينغ واحد وسريران فرديان'] as const;
const TWO_KINGS_TWIN = ['2 king beds and 2 single beds', 'سريرا كينغ وسريران فرديان'] as const;

const ROOM_KINDS = {
  standard: kind('Standard Room', 'غرفة قياسية', ...QUEEN, [18, 26], 2, 1, 1),
  superior: kind('Superior Twin Room', 'غرفة سوبيريور بسريرين', ...TWIN, [24, 30], 2, 1, 1.12),
  deluxe: kind('Deluxe King Room', 'غرفة ديلوكس بسرير كينغ', ...KING, [30, 40], 2, 1, 1.3),
  family: kind('Family Room', 'غرفة عائلية', ...KING_TWIN, [38, 50], 3, 3, 1.55),
  suite: kind('Executive Suite', 'جناح تنفيذي', ...KING_SOFA, [55, 80], 3, 2, 2.2),
  presidential: kind(
    'Presidential Suite',
    'الجناح الرئاسي',
    '2 king beds',
    'سريرا كينغ',
    [150, 260],
    4,
    2,
    7,
  ),
  studio: kind('Studio Apartment', 'شقة استوديو', ...QUEEN, [28, 38], 2, 1, 1.05),
  apartment1: kind('One-Bedroom Apartment', 'شقة بغرفة نوم واحدة', ...KING_SOFA, [50, 70], 3, 2, 1.5),
  apartment2: kind('Two-Bedroom Apartment', 'شقة بغرفتي نوم', ...KING_TWIN, [85, 110], 4, 3, 2.1),
  apartment3: kind('Three-Bedroom Apartment', 'شقة بثلاث غرف نوم', ...TWO_KINGS_TWIN, [130, 170], 6, 4, 2.9),
  garden: kind('Garden View Room', 'غرفة مطلة على الحديقة', ...KING, [32, 40], 2, 2, 1.15),
  seaView: kind('Sea View Room', 'غرفة مطلة على البحر', ...KING, [34, 42], 2, 2, 1.4),
  poolView: kind('Pool View Room', 'غرفة مطلة على المسبح', ...KING, [34, 42], 2, 2, 1.3),
  poolVilla: kind('Pool Villa', 'فيلا بمسبح خاص', ...KING, [90, 140], 2, 2, 3.2),
  villa3: kind('Three-Bedroom Villa', 'فيلا بثلاث غرف نوم', ...TWO_KINGS_TWIN, [220, 320], 6, 4, 5.5),
  double: kind('Double Room', 'غرفة مزدوجة', '1 double bed', 'سرير مزدوج واحد', [16, 24], 2, 1, 0.9),
  triple: kind('Triple Room', 'غرفة ثلاثية', '3 single beds', 'ثلاثة أسرّة فردية', [22, 28], 3, 1, 1.15),
  dorm: kind(
    'Bed in 6-Bed Dormitory',
    'سرير في مهجع من 6 أسرّة',
    '1 bunk bed',
    'سرير بطابقين',
    [4, 6],
    1,
    0,
    0.3,
  ),
  privateTwin: kind('Private Twin Room', 'غرفة خاصة بسريرين', ...TWIN, [12, 16], 2, 0, 0.75),
} satisfies Record<string, RoomKind>;

type RoomKey = keyof typeof ROOM_KINDS;

/** Per property type: the rooms always sold, then the ones a hotel may add. */
const ROOM_POOLS: Record<PropertyType, { always: RoomKey[]; maybe: RoomKey[] }> = {
  HOTEL: { always: ['standard'], maybe: ['superior', 'deluxe', 'family', 'suite'] },
  APARTMENT: { always: ['studio', 'apartment1'], maybe: ['apartment2', 'apartment3'] },
  RESORT: { always: ['garden'], maybe: ['seaView', 'family', 'suite', 'poolVilla'] },
  VILLA: { always: ['poolVilla'], maybe: ['villa3'] },
  GUESTHOUSE: { always: ['double'], maybe: ['triple', 'family'] },
  HOSTEL: { always: ['dorm', 'privateTwin'], maybe: [] },
};

/** The boards a property sells, the cheapest first. */
export function boardsOf(hotelId: number, type: PropertyType): Board[] {
  const chance = (what: string, p: number) => unit(`${what}|${hotelId}`) < p;
  switch (type) {
    case 'HOSTEL':
      return ['RO'];
    case 'GUESTHOUSE':
      return ['BB'];
    case 'APARTMENT':
      return chance('apartment-bb', 0.5) ? ['RO', 'BB'] : ['RO'];
    case 'VILLA':
      return ['BB', 'HB'];
    case 'RESORT':
      return chance('resort-ai', 0.5) ? ['BB', 'HB', 'FB', 'AI'] : ['BB', 'HB', 'FB'];
    case 'HOTEL':
      return chance('hotel-hb', 0.3) ? ['RO', 'BB', 'HB'] : ['RO', 'BB'];
  }
}

const NON_REFUNDABLE_FACTOR = 0.88;

/**
 * A room type's rates: the cheapest board non-refundable, then each board (at most three)
 * refundable until `freeDays` before check-in.
 */
function ratePlans(roomTypeId: string, boards: Board[], freeDays: number): RatePlan[] {
  const [cheapest = 'RO'] = boards;
  const plans: Omit<RatePlan, 'id'>[] = [
    { board: cheapest, refundable: false, freeDays: 0, factor: NON_REFUNDABLE_FACTOR },
    ...boards.slice(0, 3).map((board) => ({ board, refundable: true, freeDays, factor: 1 })),
  ];
  if (boards.includes('AI')) plans.push({ board: 'AI', refundable: true, freeDays, factor: 1 });
  return plans.map((plan, n) => ({ ...plan, id: `${roomTypeId}-${n}` }));
}

/** The coast sells sea views; inland hotels sell pool views instead. */
function roomKey(key: RoomKey, coastal: boolean): RoomKey {
  return key === 'seaView' && !coastal ? 'poolView' : key;
}

export function roomTypesOf(
  hotelId: number,
  type: PropertyType,
  stars: number,
  coastal: boolean,
  boards: Board[],
): RoomType[] {
  const pool = ROOM_POOLS[type];
  const keys = [
    ...pool.always,
    ...pool.maybe.filter((key, i) => unit(`room|${hotelId}|${key}`) < (i === 0 ? 0.9 : 0.6)),
  ];
  if (type === 'HOTEL' && stars === 5) keys.push('presidential');
  const freeDays = type === 'HOSTEL' ? 1 : pick(`free-days|${hotelId}`, [1, 2, 3, 3, 5, 7]);
  return keys.map((key, n) => {
    const room = ROOM_KINDS[roomKey(key, coastal)];
    const id = `${hotelId}-${n}`;
    return {
      id,
      name: room.name,
      beds: room.beds,
      sizeM2: intBetween(`size|${id}`, room.size[0], room.size[1]),
      maxAdults: room.maxAdults,
      maxChildren: room.maxChildren,
      factor: room.factor,
      photos: [10 + 2 * n, 11 + 2 * n],
      rates: ratePlans(id, boards, freeDays),
    };
  });
}

/** Whether a room type takes a room of the search: its adults, children and everyone together. */
export function fits(room: Pick<RoomType, 'maxAdults' | 'maxChildren'>, adults: number, children: number) {
  return (
    adults <= room.maxAdults &&
    children <= room.maxChildren &&
    adults + children <= room.maxAdults + room.maxChildren
  );
}
