export { ReplayVerify } from './replay-verify';
export { useReplayStore } from './replay-store';
