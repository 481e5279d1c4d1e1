import type { AccessLogPage } from '@shared/privacy';
import { apiClient } from '../../lib/api-client';

/** Where the browser downloads her copy (a same-origin GET: the session cookie goes along). */
export const DATA_EXPORT_URL = '/api/account/export';

/** Who opened her information, newest first; `before` is the previous page's `next`. */
export const fetchAccessLog = (before: string | null) =>
  apiClient.get<AccessLogPage>(
    before === null
      ? '/api/account/access-log'
      : `/api/account/access-log?before=${encodeURIComponent(before)}`,
  );
