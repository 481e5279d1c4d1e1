export { JobsView } from './jobs-view';
