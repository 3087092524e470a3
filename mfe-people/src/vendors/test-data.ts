import type { Vendor } from '@staffledger/shared';

export const northwind: Vendor = {
  id: 1,
  name: 'Northwind Traders',
  address: '12 Harbor Rd',
  city: 'Seattle',
  state: 'WA',
  zip: '98101',
  status: 'ACTIVE',
  startDate: '2024-03-01',
  invoiced: true,
  updateDate: '2024-03-01T10:00:00Z',
  contacts: [
    {
      name: 'Nina Park',
      role: 'AP',
      email: 'nina@northwind.example',
      phone: '555-0101',
      isPrimary: true,
      isBilling: false,
      isApprover: false,
    },
    {
      name: 'Omar Diaz',
      role: 'Ops',
      email: 'omar@northwind.example',
      phone: '555-0102',
      isPrimary: false,
      isBilling: false,
      isApprover: false,
    },
  ],
};

export const contoso: Vendor = {
  ...northwind,
  id: 2,
  name: 'Contoso',
  city: 'Austin',
  state: 'TX',
  status: 'ONBOARDING',
  invoiced: false,
  contacts: [],
};
