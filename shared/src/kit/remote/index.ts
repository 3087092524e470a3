export { ResourceRoutes } from './ResourceRoutes';
export type { ResourceRoutesProps } from './ResourceRoutes';
export { StandaloneRemote } from './StandaloneRemote';
export type { StandaloneScreen } from './StandaloneRemote';
export { timesheetItemsPath } from './screenPaths';
