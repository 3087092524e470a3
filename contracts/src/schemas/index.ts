// @staffledger/contracts/schemas: the shapes of the API's bodies and answers, as TypeBox schemas.
// The API validates and serializes with them; the screens take their types (`import type`), so
// TypeBox never reaches the browser.
export * from './common.js';
export * from './list-query.js';
export * from './corp.js';
export * from './vendor.js';
export * from './employee.js';
export * from './billing.js';
export * from './invoice.js';
export * from './timesheet.js';
export * from './admin.js';
export * from './billable.js';
export * from './history.js';
export * from './missing.js';
export * from './reminders.js';
export * from './outbox.js';
export * from './dashboard.js';
export * from './approval.js';
