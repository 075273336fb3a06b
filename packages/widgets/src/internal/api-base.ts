import { getRuntime } from './runtime';

/**
 * An element's `api-base` attribute: the first element to connect starts the page's one runtime with it
 * (docs: Embedding, "The API base"). The runtime keeps its first configuration, so a later element
 * asking for another API is told so rather than silently calling the wrong one.
 */
export function applyApiBase(host: HTMLElement): void {
  const apiBase = host.getAttribute('api-base');
  if (apiBase === null) return;
  const runtime = getRuntime({ apiBase });
  if (runtime.config.apiBase !== apiBase) {
    console.warn(
      `[owo] <${host.localName} api-base="${apiBase}"> is ignored: the page's Owo runtime already uses ` +
        `"${runtime.config.apiBase}" (the first element to connect sets it). Give every element the same api-base.`,
    );
  }
}
