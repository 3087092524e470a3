// @staffledger/shared/sheet, a Module Federation singleton of its own: the timesheet editor, the
// attachments it carries and the list of a person's weeks beside it. Only the screens that edit a
// sheet use it (a timesheet's items, the guest's quick time), so the other screens' first visits do
// not fetch it.
export * from './kit/timesheet';
export * from './kit/files';
export * from './kit/weeks';
// the leave dialog the editor guards its typed hours with; not in the main entry, which every
// screen loads, while only the editor uses it (the registry is in ./core)
export * from './kit/leave';
