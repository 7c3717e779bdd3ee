const loading = new Map<string, Promise<void>>();

/**
 * Adds `<script src>` to the page once and resolves when it has run. A script that fails to
 * load is forgotten, so a later attempt (the shopper tries again) adds a fresh tag.
 */
export function loadScript(src: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading.delete(src);
      reject(new Error(`Could not load ${src}`));
    };
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}
