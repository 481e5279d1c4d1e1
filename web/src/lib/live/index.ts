export { useLiveStore, onLiveMessage, onLiveFreshStart, onLiveSessionEnded } from './live-store';
export type { LiveState } from './live-store';
export type { LiveStatus } from './live-connection';
export type {
  LiveApprovalStatus,
  LiveBackgroundCheckStatus,
  LiveDirectoryNanny,
  LiveLogEntry,
  LiveMessage,
  LiveMessageOf,
  LiveMessageType,
} from './live-messages';
