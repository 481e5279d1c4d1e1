import { api } from '../../lib/api/api';

export const fetchParentPayments = () => api.get('/api/parent/payments');
