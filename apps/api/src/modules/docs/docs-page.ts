import { createHash } from 'node:crypto';
import type { OpenApiDocument } from './openapi';

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:960px;padding:24px;color:#161326;background:#fff}
h1{margin:0 0 4px}h2{margin-top:40px;border-bottom:1px solid #ddd}
nav a{margin-right:12px}
section{border:1px solid #ddd;border-radius:8px;margin:16px 0;padding:12px 16px}
.m{display:inline-block;min-width:64px;font:700 13px monospace;padding:2px 6px;border-radius:4px;background:#eee;text-align:center}
.GET{background:#d9f2e6}.POST{background:#dde8fb}.PATCH{background:#fbeed5}.DELETE{background:#fadcdc}
code,pre{font:13px/1.4 ui-monospace,monospace}
pre{background:#f6f6f8;padding:8px;border-radius:6px;overflow:auto;max-height:360px}
details{margin:6px 0}summary{cursor:pointer}
@media (prefers-color-scheme:dark){body{background:#161326;color:#eee}pre{background:#221e36}section{border-color:#333}}
`;

/** The CSP source for the page's one inline stylesheet: no 'unsafe-inline', no outside assets. */
export const DOCS_STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** Escaped text where `backticks` mark code, as in the route descriptions. */
function prose(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

function block(title: string, value: unknown): string {
  return `<details><summary>${prose(title)}</summary><pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre></details>`;
}

type Operation = {
  tags: string[];
  summary: string;
  description?: string;
  security?: unknown[];
  parameters?: unknown[];
  requestBody?: { content: { 'application/json': { schema: unknown } } };
  responses: Record<
    string,
    { description: string; content?: { 'application/json'?: { schema: unknown }; 'text/html'?: unknown } }
  >;
};

/** A readable page of every path, method, body and response schema. */
export function renderDocsPage(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const op = raw as Operation;
      const verb = method.toUpperCase();
      const auth = op.security ? ' <small>(sign-in required)</small>' : '';
      const parts = [
        `<section><h3><span class="m ${verb}">${verb}</span> <code>${escapeHtml(path)}</code>${auth}</h3>`,
        `<p>${prose(op.summary)}</p>`,
        op.description ? `<p>${prose(op.description)}</p>` : '',
        op.parameters ? block('Parameters', op.parameters) : '',
        op.requestBody
          ? block('Request body (application/json)', op.requestBody.content['application/json'].schema)
          : '',
        ...Object.entries(op.responses).map(([status, response]) =>
          block(
            `${status}: ${response.description}`,
            response.content?.['application/json']?.schema ??
              (response.content?.['text/html'] ? 'an HTML page' : 'no body'),
          ),
        ),
        '</section>',
      ];
      const tag = op.tags[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), parts.join('')]);
    }
  }
  const tags = [...byTag.keys()];
  const id = (tag: string) => tag.toLowerCase().replace(/\W+/g, '-');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(doc.info.title)} reference</title><style>${STYLE}</style></head>
<body><h1>${escapeHtml(doc.info.title)} ${escapeHtml(doc.info.version)}</h1>
<p>${prose(doc.info.description)} The OpenAPI 3.1 document: <a href="/api/v1/docs.json">/api/v1/docs.json</a>.</p>
<p>Authentication: <code>Authorization: Bearer &lt;accessToken&gt;</code> from login or refresh; the refresh token travels in the httpOnly cookie <code>owo_rt</code>.</p>
<nav>${tags.map((tag) => `<a href="#${id(tag)}">${escapeHtml(tag)}</a>`).join('')}</nav>
${tags.map((tag) => `<h2 id="${id(tag)}">${escapeHtml(tag)}</h2>${(byTag.get(tag) ?? []).join('\n')}`).join('\n')}
</body></html>`;
}
