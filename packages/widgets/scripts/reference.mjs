// The docs' element reference (docs/guides/reference.story.md), written from custom-elements.json so
// the tables list every attribute, event, part and custom property of every element, and never drift.
const cell = (text) =>
  String(text ?? '')
    .replaceAll('|', '\\|')
    .replaceAll('\n', ' ');

function table(headers, rows) {
  if (rows.length === 0) return '';
  return [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

function section(title, body) {
  return body ? `#### ${title}\n\n${body}\n` : '';
}

/** The markdown page for these element declarations (custom-elements.json's, sorted by tag). */
export function referencePage(declarations) {
  const elements = [...declarations].sort((a, b) => a.tagName.localeCompare(b.tagName));
  const parts = elements.map((element) =>
    [
      `## \`<${element.tagName}>\``,
      '',
      element.description ?? '',
      '',
      section(
        'Attributes',
        table(
          ['Attribute', 'Property', 'Type', 'Description'],
          (element.attributes ?? []).map((a) => [
            `\`${a.name}\``,
            a.fieldName ? `\`${a.fieldName}\`` : '',
            a.type?.text ? `\`${a.type.text}\`` : '',
            a.description,
          ]),
        ),
      ),
      section(
        'Events',
        table(
          ['Event', 'Type', 'Description'],
          (element.events ?? []).map((e) => [
            `\`${e.name}\``,
            e.type?.text ? `\`${e.type.text}\`` : '',
            e.description,
          ]),
        ),
      ),
      section(
        'Parts',
        table(
          ['Part', 'Description'],
          (element.cssParts ?? []).map((p) => [`\`${p.name}\``, p.description]),
        ),
      ),
      section(
        'Custom properties',
        table(
          ['Property', 'Description'],
          (element.cssProperties ?? []).map((p) => [`\`${p.name}\``, p.description]),
        ),
      ),
    ].join('\n'),
  );
  return `---
title: Reference
group: guides
icon: carbon:table
---

# Element reference

Generated from \`custom-elements.json\` by \`pnpm --filter @owo/widgets manifest\`: do not edit by hand.
Every element also takes \`api-base\` (the first element to connect sets the API for the page; the
served script \`/widgets/v1/owo.js\` sets it to its own origin) and \`theme\`.

${parts.join('\n')}`;
}
