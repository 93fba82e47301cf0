/**
 * Saved travellers of each club's demo customer (`customer@<domain>`), offered at checkout. Latin
 * names, as on a passport's machine-readable zone; far-off expiry dates so the demo stays bookable.
 */
export interface TravelerSeed {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: 'M' | 'F';
  passportNumber: string;
  expiryDate: string;
}

export const customerTravelerSeeds: Record<string, TravelerSeed[]> = {
  'customer@skyline.test': [
    {
      firstName: 'Sara',
      lastName: 'Haddad',
      dateOfBirth: '1990-04-12',
      gender: 'F',
      passportNumber: 'N4821937',
      expiryDate: '2034-03-31',
    },
    {
      firstName: 'Adam',
      lastName: 'Haddad',
      dateOfBirth: '2018-06-03',
      gender: 'M',
      passportNumber: 'N7730418',
      expiryDate: '2031-06-30',
    },
  ],
  'customer@nakhla.test': [
    {
      firstName: 'Noura',
      lastName: 'Alotaibi',
      dateOfBirth: '1992-09-20',
      gender: 'F',
      passportNumber: 'P5519062',
      expiryDate: '2035-01-15',
    },
    {
      firstName: 'Faisal',
      lastName: 'Alotaibi',
      dateOfBirth: '1988-11-02',
      gender: 'M',
      passportNumber: 'P2284715',
      expiryDate: '2033-08-10',
    },
  ],
};
