/**
 * The paths of screens another remote links to (a remote never imports another one): the shell
 * mounts them there (shell/src/navigation.ts).
 */

/** The items screen of one timesheet. */
export function timesheetItemsPath(id: number): string {
  return `/on/timesheet-items?timesheetId=${encodeURIComponent(id)}`;
}
