import type { SheetHistoryEntry, Timesheet } from '@staffledger/shared';

const base: Timesheet = {
  id: 12,
  employeeId: 101,
  vendorId: 7,
  employeeName: 'Jane Q Doe',
  vendorName: 'Acme Corp',
  periodStartDate: '2026-03-02',
  periodEndDate: '2026-03-08',
  totalHours: 40,
  status: 'SUBMITTED',
  billingCode: 'ACME-01',
  notes: 'First week',
  rejectionReason: null,
  awaitingClient: false,
  updateDate: '2026-03-09T10:00:00Z',
};

export const submitted: Timesheet = base;

export const approved: Timesheet = {
  ...base,
  id: 13,
  employeeId: 102,
  employeeName: 'Sam Lee',
  periodStartDate: '2026-03-09',
  periodEndDate: '2026-03-15',
  totalHours: 37.5,
  status: 'APPROVED',
  billingCode: 'ACME-02',
  notes: null,
};

export const pending: Timesheet = {
  ...base,
  id: 14,
  vendorId: 8,
  vendorName: 'Globex',
  periodStartDate: '2026-10-26',
  periodEndDate: '2026-11-01',
  totalHours: 0,
  status: 'PENDING',
  billingCode: 'GLX-7',
  notes: '',
};

/** The history of `submitted` (oldest first): made by staff, filled in and sent by a guest. */
export const submittedHistory: SheetHistoryEntry[] = [
  {
    at: '2026-03-02T13:00:00.000Z',
    event: 'created',
    actorKind: 'staff',
    actorName: 'dana@acme.example',
    reason: null,
    invoice: null,
    from: null,
    to: null,
    approvalLink: null,
  },
  {
    at: '2026-03-09T09:30:00.000Z',
    event: 'saved',
    actorKind: 'guest',
    actorName: null,
    reason: null,
    invoice: null,
    from: null,
    to: null,
    approvalLink: null,
  },
  {
    at: '2026-03-09T10:00:00.000Z',
    event: 'submitted',
    actorKind: 'guest',
    actorName: null,
    reason: null,
    invoice: null,
    from: 'PENDING',
    to: 'SUBMITTED',
    approvalLink: null,
  },
];
