// The one entry point of @staffledger/contracts: what the API and the screens agree on. No React,
// no CSS, nothing that needs a browser or a server.
export * from './workflow.js';
export * from './timesheet.js';
export * from './invoice.js';
export * from './billing.js';
export * from './people.js';
export * from './password.js';
export * from './us-states.js';
export * from './money.js';
export * from './dates.js';
export * from './lists.js';
export * from './limits.js';
export * from './settings.js';
export * from './outbox.js';
export * from './required.js';
export * from './list-exports.js';
export * from './approval.js';
