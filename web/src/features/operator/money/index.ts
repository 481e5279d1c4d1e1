export { MoneyDialog } from './money-dialog';
export { MoneyLookup } from './money-lookup';
export { MoneyButtons } from './money-buttons';
export { useOperatorEarningsStore } from './earnings-store';
export type { MoneySubject } from './earnings-types';
