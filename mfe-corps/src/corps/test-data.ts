import type { Corp } from '@staffledger/shared';

export const acme: Corp = {
  id: 1,
  name: 'Acme Staffing',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '73301',
  country: 'USA',
  status: 'ACTIVE',
  startDate: '2024-02-01',
  updateDate: '2024-02-01T10:00:00Z',
  website: 'https://acme.example',
  hasLogo: true,
  contacts: [{ name: 'Ann Lee', role: 'HR', email: 'ann@acme.example', phone: '555-0100' }],
};

export const globex: Corp = {
  ...acme,
  id: 2,
  name: 'Globex',
  city: 'Denver',
  state: 'CO',
  status: 'INACTIVE',
  hasLogo: false,
  contacts: [],
};

export const initech: Corp = {
  ...acme,
  id: 3,
  name: 'Initech',
  status: 'ONBOARDING',
  hasLogo: false,
};
