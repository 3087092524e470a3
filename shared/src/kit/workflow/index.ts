export { GearMenu } from './GearMenu';
export type { GearMenuItem, GearMenuProps } from './GearMenu';
export { StatusBadge } from './StatusBadge';
export type { StatusBadgeProps } from './StatusBadge';
export { allowedMoves, canMove } from './transitions';
export type { TransitionTable } from './transitions';
export { useDismiss } from './useDismiss';
export { ROW_NOTICE_MS, useRowActions } from './useRowActions';
export type { RowAction, RowActions, RowActionsOptions } from './useRowActions';
