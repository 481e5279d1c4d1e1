export { useLiveStore, onLiveMessage, onLiveFreshStart, onLiveSessionEnded } from './live-store';
export type { LiveStatus } from './live-connection';
