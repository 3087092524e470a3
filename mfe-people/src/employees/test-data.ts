import type { Employee, EmployeeRow } from '@staffledger/shared';
import type { FakeApi } from '@staffledger/shared/testing';
import { setupApi } from '../test/renderApp';

export const jane: Employee = {
  id: 101,
  firstName: 'Jane',
  middleName: 'Q',
  lastName: 'Doe',
  fullName: 'Jane Q Doe',
  designation: 'Engineer',
  role: 'EMPLOYEE',
  status: 'ACTIVE',
  category: 'W2',
  workAuth: 'Citizen',
  startDate: '2024-01-08',
  endDate: null,
  email: 'jane@example.com',
  phone: '555-0199',
  guestCodeSince: null,
  spouseName: 'John Doe',
  childrenCount: 2,
  emergencyContact: 'John 555-0198',
  contacts: [
    {
      type: 'PHONE',
      value: '555-0111',
      startDate: '2024-01-08',
      endDate: null,
      priority: 2,
      additionalNotes: 'evenings',
    },
  ],
  canSignIn: true,
  updateDate: '2024-01-08T10:00:00Z',
};

export const sam: EmployeeRow = {
  id: 102,
  firstName: 'Sam',
  middleName: null,
  lastName: 'Lee',
  fullName: 'Sam Lee',
  designation: 'Analyst',
  role: 'EMPLOYER',
  status: 'ON_LEAVE',
  category: 'C2C',
  workAuth: 'H1B',
  startDate: '2023-05-01',
  endDate: '2025-05-01',
  email: null,
};

/** A signed-in employer and a fake API where Jane (101) can be opened for editing. */
export function setupEmployeeApi(): FakeApi {
  const api = setupApi();
  api.on('GET', '/employees', { body: [] });
  api.on('GET', '/employees/:id', { body: jane });
  return api;
}
