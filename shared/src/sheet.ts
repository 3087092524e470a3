// @staffledger/shared/sheet, a Module Federation singleton of its own: the timesheet editor and the
// attachments it carries. Only the screens that edit a sheet use it (a timesheet's items, the
// guest's quick time), so the other screens' first visits do not fetch it.
export * from './kit/timesheet';
export * from './kit/files';
// the leave dialog the editor guards its typed hours with; not in the main entry, which every
// screen loads, while only the editor uses it (the registry is in ./core)
export * from './kit/leave';
