import { api } from '../../lib/api/api';
import type { ApiResponse } from '../../lib/api/api';

export type CardState = ApiResponse<'/api/parent/payment-card'>;
export type SavedCard = NonNullable<CardState['card']>;
export type ParentCharge = ApiResponse<'/api/parent/charges'>['charges'][number];

export const fetchCard = () => api.get('/api/parent/payment-card');
export const fetchCharges = () => api.get('/api/parent/charges');
export type ChargedMonth = ApiResponse<'/api/parent/charges'>['months'][number];
/** Her charges as CSV (date, booking, kind, care, fee, tip, amount, refunded, status). */
export const CHARGES_CSV_PATH = '/api/parent/charges.csv';
/** With `draftId`, Stripe's Checkout sends her back to her Bookings tab and that request. */
export const startCardSetup = (draftId?: string) =>
  api.post('/api/parent/payment-card/setup', { body: draftId === undefined ? {} : { draftId } });
/** The stand-in card form's choice (simulated payments only): no card number is ever sent. */
export const chooseTestCard = (setupId: string, testCard: string) =>
  api.post('/api/payments/simulated/setups/{setupId}/confirm', {
    params: { setupId },
    body: { testCard: testCard as '4242' },
  });
export const keepCard = (setupId: string) =>
  api.post('/api/parent/payment-card', { body: { setupId } });
/** Refused (409, with why) while a session of hers is still to be charged. */
export const removeCard = () => api.delete('/api/parent/payment-card');
export const payAgain = (chargeId: string) =>
  api.post('/api/parent/charges/{chargeId}/pay-again', { params: { chargeId } });
