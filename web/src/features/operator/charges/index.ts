export { ChargesView } from './charges-view';
export { useOperatorPaymentsStore } from './charges-store';
