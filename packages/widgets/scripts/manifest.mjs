// Generates custom-elements.json from the JSDoc header of every src/<name>/<name>.element.ts (and the
// event classes in src/events), then, from that manifest, the JSX typings (React 19 IntrinsicElements) and
// the Vue typings (GlobalComponents) in types/, and the React components of src/react.ts (@owo/widgets/react,
// for React 18). The element files are the one source: the docs tables, both typings and the components
// follow them. Run by `pnpm manifest` and `pnpm build`.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { create, ts } from '@custom-elements-manifest/analyzer';
import { referencePage } from './reference.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const src = path.join(root, 'src');
// The JSDoc parser the analyzer itself uses for @attr, @event, @csspart... (one reading of the tags).
const { parse } = createRequire(import.meta.resolve('@custom-elements-manifest/analyzer'))('comment-parser');

const relative = (file) => path.relative(root, file).split(path.sep).join('/');
const camelCase = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
const pascalCase = (name) => camelCase(`-${name}`);
const kebabCase = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const describe = (text) => text.replace(/^-\s*/, '').trim();

/** How r2wc reads each attribute type, for props documented without a type. */
const R2WC_TYPES = { string: 'string', number: 'number', boolean: 'boolean', json: 'unknown' };

function sourceFiles() {
  const elements = readdirSync(src, { withFileTypes: true })
    .filter((dir) => dir.isDirectory())
    .map((dir) => path.join(src, dir.name, `${dir.name}.element.ts`))
    .filter((file) => existsSync(file));
  const events = readdirSync(path.join(src, 'events'))
    .filter((file) => file.endsWith('.ts') && !file.includes('.test.'))
    .map((file) => path.join(src, 'events', file));
  return [...elements, ...events]
    .sort()
    .map((file) =>
      ts.createSourceFile(relative(file), readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true),
    );
}

/** The `props: { name: 'type' }` of defineElement's options, as { autoOpen: 'boolean' }. */
function propsOf(options) {
  const props = {};
  const literal = options && ts.isObjectLiteralExpression(options) ? options : undefined;
  const prop = literal?.properties.find((p) => p.name?.getText() === 'props');
  if (prop && ts.isPropertyAssignment(prop) && ts.isObjectLiteralExpression(prop.initializer)) {
    for (const entry of prop.initializer.properties) {
      if (ts.isPropertyAssignment(entry))
        props[entry.name.getText()] = entry.initializer.getText().slice(1, -1);
    }
  }
  return props;
}

const problems = [];

/**
 * `export const OwoXElement = defineElement('owo-x', X, {...})` under a JSDoc header becomes a custom
 * element declaration: its tag, description, attributes (and the properties r2wc makes of the props),
 * events, CSS parts and custom properties.
 */
function defineElementPlugin() {
  return {
    name: 'owo-define-element',
    analyzePhase({ node, moduleDoc }) {
      if (!ts.isVariableStatement(node)) return;
      for (const declaration of node.declarationList.declarations) {
        const call = declaration.initializer;
        if (!call || !ts.isCallExpression(call) || call.expression.getText() !== 'defineElement') continue;
        const [tagArgument, , options] = call.arguments;
        const tagName = tagArgument && ts.isStringLiteral(tagArgument) ? tagArgument.text : '';
        const name = declaration.name.getText();
        const block = node.jsDoc?.at(-1);
        const doc = block ? parse(block.getFullText())[0] : undefined;
        const tags = doc?.tags ?? [];
        const documentedTag = tags.find((tag) => tag.tag === 'tag')?.name;
        if (documentedTag !== tagName) {
          problems.push(
            `${moduleDoc.path}: @tag ${documentedTag ?? '(none)'} but defineElement('${tagName}')`,
          );
        }
        const props = propsOf(options);
        const attributes = tags
          .filter((tag) => tag.tag === 'attr' || tag.tag === 'attribute')
          .map((tag) => ({
            name: tag.name,
            ...(tag.type ? { type: { text: tag.type } } : {}),
            description: describe(tag.description),
            ...(camelCase(tag.name) in props ? { fieldName: camelCase(tag.name) } : {}),
          }));
        const members = Object.entries(props).map(([field, r2wcType]) => {
          const attribute = attributes.find((attr) => attr.fieldName === field);
          if (!attribute) problems.push(`${moduleDoc.path}: prop ${field} has no @attr ${kebabCase(field)}`);
          return {
            kind: 'field',
            name: field,
            type: attribute?.type ?? { text: R2WC_TYPES[r2wcType] ?? 'unknown' },
            description: attribute?.description ?? '',
            attribute: kebabCase(field),
          };
        });
        const named = (...names) =>
          tags
            .filter((tag) => names.includes(tag.tag))
            .map((tag) => ({
              name: tag.name,
              ...(tag.type ? { type: { text: tag.type } } : {}),
              description: describe(tag.description),
            }));
        const element = {
          kind: 'class',
          description: doc?.description ?? '',
          name,
          tagName,
          customElement: true,
          attributes,
          members,
          events: named('event', 'fires'),
          cssParts: named('csspart', 'part'),
          cssProperties: named('cssproperty', 'cssprop'),
        };
        moduleDoc.declarations = moduleDoc.declarations.filter((existing) => existing.name !== name);
        moduleDoc.declarations.push(element);
        moduleDoc.exports.push({
          kind: 'custom-element-definition',
          name: tagName,
          declaration: { name, module: moduleDoc.path },
        });
      }
    },
    packageLinkPhase({ customElementsManifest }) {
      // Each event's class: the one whose `static readonly type` is the event's name (src/events).
      const classes = new Map();
      for (const module of customElementsManifest.modules) {
        for (const declaration of module.declarations) {
          const type = declaration.members?.find((member) => member.static && member.name === 'type');
          if (declaration.kind === 'class' && type?.default) {
            classes.set(type.default.slice(1, -1), { name: declaration.name, module: module.path });
          }
        }
      }
      for (const module of customElementsManifest.modules) {
        for (const element of module.declarations.filter((declaration) => declaration.customElement)) {
          for (const event of element.events ?? []) {
            const found = classes.get(event.name);
            if (!found) continue;
            event.type = { text: found.name, references: [{ name: found.name, module: found.module }] };
          }
        }
      }
    },
  };
}

const manifest = create({ modules: sourceFiles(), plugins: [defineElementPlugin()] });
if (problems.length > 0) {
  console.error(
    `custom-elements.json: the element files disagree with their JSDoc:\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}

const elements = manifest.modules
  .flatMap((module) => module.declarations.map((declaration) => ({ declaration, module: module.path })))
  .filter(({ declaration }) => declaration.customElement && declaration.tagName)
  .sort((a, b) => a.declaration.tagName.localeCompare(b.declaration.tagName));

// ---- typings -------------------------------------------------------------------------------------

const HEADER =
  '// Generated by scripts/manifest.mjs from custom-elements.json: edit the element files, not this.';
/** A module's specifier from types/ (the typings) or from src/ (src/react.ts). */
const fromTypes = (module) => `../${module.replace(/\.ts$/, '')}`;
const fromSrc = (module) => `./${module.replace(/^src\//, '').replace(/\.ts$/, '')}`;
const comment = (text, indent) => (text ? `${indent}/** ${text.replace(/\*\//g, '*\\/')} */\n` : '');
const quoted = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);

/** Event classes the typings import, by module (`from`: the module's specifier). */
function eventImports(from = fromTypes) {
  const byModule = new Map();
  for (const { declaration } of elements) {
    for (const reference of (declaration.events ?? []).flatMap((event) => event.type?.references ?? [])) {
      const names = byModule.get(reference.module) ?? new Set();
      names.add(reference.name);
      byModule.set(reference.module, names);
    }
  }
  return [...byModule]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([module, names]) => `import type { ${[...names].sort().join(', ')} } from '${from(module)}';`);
}

/** Each element module, imported for its HTMLElementTagNameMap entry (the element's own type). */
const elementImports = () => elements.map(({ module }) => `import type {} from '${fromTypes(module)}';`);

/** Both kinds of import, ordered by module path as the linter's import sorting wants them. */
function typeImports() {
  const from = (line) => line.slice(line.lastIndexOf(' from '));
  return [...eventImports(), ...elementImports()].sort((a, b) =>
    from(a) < from(b) ? -1 : from(a) > from(b) ? 1 : 0,
  );
}

/** Each property (camelCase, as React and Vue set it) and each attribute that is not also a property (kebab-case). */
function propertyLines(declaration, indent) {
  const lines = [];
  for (const field of declaration.members ?? []) {
    lines.push(`${comment(field.description, indent)}${indent}${quoted(field.name)}?: ${field.type.text};`);
  }
  for (const attribute of (declaration.attributes ?? []).filter((attr) => !attr.fieldName)) {
    const type = attribute.type?.text ?? 'string';
    lines.push(`${comment(attribute.description, indent)}${indent}${quoted(attribute.name)}?: ${type};`);
  }
  return lines;
}

/** The members both typings share: the properties and attributes, and each event handler named by `handlerName`. */
function members({ declaration }, handlerName, indent) {
  const lines = propertyLines(declaration, indent);
  for (const event of declaration.events ?? []) {
    const type = event.type?.text ?? 'Event';
    lines.push(
      `${comment(event.description, indent)}${indent}${quoted(handlerName(event.name))}?: (event: ${type}) => void;`,
    );
  }
  return lines.join('\n');
}

const jsx = `${HEADER}
// React 19 sets an owo-* element's properties (camelCase) directly and listens to \`on<event-name>\`
// (onowo-navigate). Load with \`import type {} from '@owo/widgets/jsx';\` or tsconfig "types".
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
${typeImports().join('\n')}

type OwoElementProps<E extends HTMLElement> = DetailedHTMLProps<HTMLAttributes<E>, E>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${elements
  .map(
    (element) =>
      `      '${element.declaration.tagName}': OwoElementProps<HTMLElementTagNameMap['${element.declaration.tagName}']> & {\n${members(element, (name) => `on${name}`, '        ')}\n      };`,
  )
  .join('\n')}
    }
  }
}
`;

const vue = `${HEADER}
// Vue templates bind properties (:auto-open or :autoOpen) and listen with @owo-pin-set; tell the compiler
// these are custom elements (isCustomElement: (tag) => tag.startsWith('owo-')). Load with
// \`import type {} from '@owo/widgets/vue';\`.
import type { DefineComponent } from 'vue';
${typeImports().join('\n')}

declare module 'vue' {
  interface GlobalComponents {
${elements
  .map(
    (element) =>
      `    '${element.declaration.tagName}': DefineComponent<{\n${members(element, (name) => camelCase(`on-${name}`), '      ')}\n    }>;`,
  )
  .join('\n')}
  }
}
`;

/**
 * One element as a React component: its properties and attributes typed on a stand-in element type, its
 * events as on<EventName> props (owo-navigate: onOwoNavigate).
 */
function reactComponent({ declaration }) {
  const name = pascalCase(declaration.tagName);
  const lines = propertyLines(declaration, '  ');
  const elementType = lines.length > 0 ? `${name}Element` : 'HTMLElement';
  const properties = (declaration.members ?? []).map((field) => `'${field.name}'`).join(', ');
  const events = (declaration.events ?? []).map(
    (event) =>
      `${comment(event.description, '    ')}    on${pascalCase(event.name)}: '${event.name}' as EventName<${event.type?.text ?? 'Event'}>,`,
  );
  const elementInterface =
    lines.length > 0 ? `\ninterface ${elementType} extends HTMLElement {\n${lines.join('\n')}\n}\n` : '';
  return `${elementInterface}
/** <${declaration.tagName}> as a React component. */
export const ${name} = elementComponent({
  tagName: '${declaration.tagName}',
  elementClass: elementClass<${elementType}>('${name}', [${properties}]),
${events.length > 0 ? `  events: {\n${events.join('\n')}\n  },\n` : ''}});
`;
}

const react = `${HEADER}
// The owo-* elements as React components (@lit/react's createComponent), for React 18 apps; React 19
// renders the tags themselves (@owo/widgets/jsx). A prop the element has as a property is set as that
// property, any other is an attribute, and each event is an on<EventName> prop (owo-navigate:
// onOwoNavigate). Importing this defines no element: load them as usual (the served script, or
// @owo/widgets/define on React 19). The components the elements are built from (Login, Button...) are
// exported here too (src/react-components.ts), so that @owo/widgets itself names no React type.
${eventImports(fromSrc).join('\n')}
import { type EventName, elementClass, elementComponent } from './internal/element-component';

export * from './react-components';
${elements.map(reactComponent).join('')}`;

writeFileSync(path.join(root, 'custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`);
mkdirSync(path.join(root, 'types'), { recursive: true });
writeFileSync(path.join(root, 'types/jsx.d.ts'), jsx);
writeFileSync(path.join(root, 'types/vue.d.ts'), vue);
const reactModule = path.join(root, 'src/react.ts');
writeFileSync(reactModule, react);
const reference = path.join(root, '../../docs/guides/reference.story.md');
writeFileSync(reference, referencePage(elements.map(({ declaration }) => declaration)));
// Laid out as the repository's formatter would (tables aligned, long lines wrapped), so the lint stays
// clean after a build.
spawnSync('pnpm', ['exec', 'biome', 'format', '--write', reference, reactModule], { stdio: 'ignore' });
console.info(
  `custom-elements.json, types/jsx.d.ts, types/vue.d.ts, src/react.ts, docs/guides/reference.story.md: ${elements.length} elements (${elements.map(({ declaration }) => declaration.tagName).join(', ')})`,
);
