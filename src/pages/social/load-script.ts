const loading = new Map<string, Promise<void>>();

/** Adds a provider's script once; a failed load may be tried again later. */
export function loadScript(src: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`${src} could not be loaded`));
    };
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}
