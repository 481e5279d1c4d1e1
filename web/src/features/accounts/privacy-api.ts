import { api } from '../../lib/api/api';

export const DATA_EXPORT_URL = '/api/account/export';

export const fetchAccessLog = (before: string | null) =>
  api.get('/api/account/access-log', { query: before === null ? {} : { before } });
