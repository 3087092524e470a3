/**
 * The lengths and sizes a record's fields may have. The API refuses longer values and the forms
 * stop typing at the same length.
 */

/** The contact persons of a corporation or a vendor, and how many a record has at most. */
export const CONTACT_PERSON_LIMITS = {
  contactName: 200,
  contactRole: 100,
  contactEmail: 254,
  contactPhone: 50,
  contacts: 50,
} as const;

/** A corporation's fields. */
export const CORP_LIMITS = {
  name: 200,
  address: 200,
  city: 100,
  state: 100,
  zip: 20,
  country: 100,
  website: 500,
  ...CONTACT_PERSON_LIMITS,
} as const;

/** A vendor's fields. */
export const VENDOR_LIMITS = {
  name: 200,
  address: 200,
  city: 100,
  zip: 20,
  ...CONTACT_PERSON_LIMITS,
} as const;

/** An employee's fields. */
export const EMPLOYEE_LIMITS = {
  name: 100,
  designation: 200,
  category: 100,
  workAuth: 100,
  email: 254,
  phone: 50,
  spouseName: 200,
  emergencyContact: 500,
  contactValue: 500,
  contactNotes: 1000,
  contacts: 50,
  childrenCount: 100,
} as const;

/** A billing arrangement's fields. */
export const BILLING_LIMITS = {
  billingCode: 100,
  itemDescription: 500,
  notes: 2000,
  maxBillRate: 99_999_999.99,
  maxDueDays: 365,
  /** The first period ends less than this many days after the start date. */
  firstPeriodDays: 62,
} as const;

/** A timesheet's fields. */
export const TIMESHEET_LIMITS = {
  billingCode: 100,
  notes: 2000,
  /** The reason a rejection carries. */
  rejectionReason: 2000,
  /** The longest period a timesheet covers, in calendar days (both ends included). */
  maxPeriodDays: 62,
  /** A day's comment. */
  comment: 1000,
  /** The hours of one day, worked and extra together. */
  dayHours: 24,
  /** The timesheets one bulk Accept or Reject moves at most (POST /timesheets/status). */
  bulkStatus: 500,
} as const;

/** An admin setting's fields. */
export const SETTING_LIMITS = {
  category: 50,
  feature: 100,
  description: 500,
  value: 2000,
} as const;

/** The most timesheets one invoice bills (POST /invoices/from-timesheets, Select all of a vendor). */
export const MAX_SHEETS_PER_INVOICE = 100;
