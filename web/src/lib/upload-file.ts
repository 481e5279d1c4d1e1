import { ApiError, FALLBACK_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE, toApiError } from './api-client';

/** How far an upload has got, from 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/**
 * POSTs one file as multipart/form-data under the field name `file`. XMLHttpRequest rather than
 * fetch because only it reports upload progress. Failures are ApiErrors, like the JSON client's.
 */
export function uploadFile<T>(path: string, file: File, onProgress?: UploadProgress): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const text = request.responseText;
      if (request.status < 200 || request.status >= 300) {
        reject(toApiError(request.status, text));
        return;
      }
      try {
        resolve((text === '' ? undefined : JSON.parse(text)) as T);
      } catch {
        reject(new ApiError(request.status, 'invalid_response', FALLBACK_ERROR_MESSAGE));
      }
    });
    const networkFailure = () => reject(new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE));
    request.addEventListener('error', networkFailure);
    request.addEventListener('timeout', networkFailure);
    request.addEventListener('abort', networkFailure);

    const body = new FormData();
    body.append('file', file, file.name);
    request.send(body);
  });
}
