import { apiClient } from '../../lib/api-client';
import type { ParentPayments } from '../../lib/payments';

export const fetchParentPayments = () => apiClient.get<ParentPayments>('/api/parent/payments');
