export { GearMenu } from './GearMenu';
export type { GearMenuItem, GearMenuProps } from './GearMenu';
export { StatusBadge } from './StatusBadge';
export type { StatusBadgeProps } from './StatusBadge';
export { useDismiss } from './useDismiss';
