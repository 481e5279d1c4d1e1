export { ParentDashboardPage } from './parent-dashboard-page';
export { useDirectoryStore } from './directory-store';
