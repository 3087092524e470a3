/** Timesheets, their day-by-day items and attachments, as the API returns them. */
import type { TimesheetItemType, TimesheetStatus } from '@staffledger/contracts';

/** A row of GET /timesheets and GET /timesheets/employee/{employeeId}; also GET /timesheets/{id}. */
export type Timesheet = {
  id: number;
  employeeId: number;
  vendorId: number;
  employeeName: string;
  vendorName: string;
  /** YYYY-MM-DD */
  periodStartDate: string;
  /** YYYY-MM-DD */
  periodEndDate: string;
  /** Sum of the items' total hours, 2 decimals. */
  totalHours: number;
  status: TimesheetStatus;
  billingCode: string;
  notes: string | null;
  updateDate: string | null;
};

/** Body of POST /timesheets and PUT /timesheets/{id} (totalHours is computed by the server). */
export type TimesheetInput = {
  employeeId: number;
  vendorId: number;
  periodStartDate: string;
  periodEndDate: string;
  status?: string;
  billingCode: string;
  notes?: string | null;
};

/** One calendar day of a timesheet (GET /timesheets/{id}/items). */
export type TimesheetItem = {
  id: number;
  /** YYYY-MM-DD */
  calendarDate: string;
  /** Upper-case English day name: MONDAY … SUNDAY. */
  dayOfWeek: string;
  type: TimesheetItemType;
  hoursWorked: number;
  extraHours: number;
  /** hoursWorked + extraHours, 2 decimals. */
  totalHours: number;
  comment: string | null;
};

/** One element of the array sent to PUT /timesheets/{id}/items/save and …/items/submit. */
export type TimesheetItemInput = {
  id: number;
  type?: string;
  hoursWorked: number;
  extraHours: number;
  comment: string | null;
};

/** GET /timesheets/{id}/attachments. */
export type Attachment = {
  id: number;
  filename: string;
  contentType: string;
  size: number;
  createdAt: string;
};
