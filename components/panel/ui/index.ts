// Shared building blocks of the dashboard screens.
export { panelButton } from './button-class';
export { Card } from './card';
export { Dialog } from './dialog';
export { FormDialog } from './form-dialog';
export { EmptyState } from './empty-state';
export { FeatureCard } from './feature-card';
export { ErrorBox, type ShownError } from './error-box';
export { Notice } from './notice';
export { ProgressBar } from './progress-bar';
export { LoadingStatus, Skeleton, SkeletonLines } from './skeleton';
