export { Banner, Alert } from './Banner';
export type { BannerKind, BannerProps } from './Banner';
export { Spinner } from './Spinner';
export type { SpinnerProps } from './Spinner';
