import type { Send } from './fetcher';

/**
 * A `Send` over XMLHttpRequest, the one browser API that reports upload progress, so uploads go
 * through authFetch like every other call (bearer token, one shared refresh, retry).
 */
export function xhrSend(onProgress: (fraction: number) => void): Send {
  return (path, init) =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'GET', path);
      new Headers(init.headers).forEach((value, name) => {
        xhr.setRequestHeader(name, value);
      });
      xhr.withCredentials = init.credentials === 'include';
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) onProgress(e.loaded / e.total);
      };
      xhr.onload = () => {
        const type = xhr.getResponseHeader('content-type');
        resolve(
          new Response(xhr.responseText === '' ? null : xhr.responseText, {
            status: xhr.status,
            headers: type ? { 'content-type': type } : {},
          }),
        );
      };
      xhr.onerror = () => reject(new TypeError('The upload did not reach the server.'));
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}
