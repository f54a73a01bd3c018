// Editor data for both elements, made from custom-elements.json at every build: VS Code's HTML
// custom data and JetBrains' web-types, shipped in dist/ so an editor completes the tags, their
// attributes with the values they take, and their events.
import { readFileSync, writeFileSync } from 'node:fs';

const root = new URL('..', import.meta.url);
const { name, version } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
const manifest = JSON.parse(readFileSync(new URL('custom-elements.json', root), 'utf8'));

const elements = manifest.modules.flatMap((module) => (module.declarations ?? []).filter((declaration) => declaration.customElement && declaration.tagName));

/** The values a type lets an attribute take, when it names them: `'standard' | 'vegas'`, `1 | 3`. */
function values(type) {
  const literals = (type?.text ?? '').split('|').map((part) => part.trim());
  return literals.filter((part) => /^'.*'$|^-?\d+$/.test(part)).map((part) => part.replace(/^'(.*)'$/, '$1'));
}

const isBoolean = (attribute) => attribute.type?.text === 'boolean';

const vscode = {
  version: 1.1,
  tags: elements.map((element) => ({
    name: element.tagName,
    description: element.summary ?? element.description,
    attributes: element.attributes.map((attribute) => ({
      name: attribute.name,
      description: attribute.description,
      ...(isBoolean(attribute) ? { valueSet: 'v' } : { values: values(attribute.type).map((value) => ({ name: value })) }),
    })),
  })),
};

const webTypes = {
  $schema: 'https://json.schemastore.org/web-types',
  name,
  version,
  'description-markup': 'markdown',
  contributions: {
    html: {
      elements: elements.map((element) => ({
        name: element.tagName,
        description: element.summary ?? element.description,
        attributes: element.attributes.map((attribute) => ({
          name: attribute.name,
          description: attribute.description,
          value: isBoolean(attribute) ? { type: 'boolean', required: false } : { type: attribute.type?.text ?? 'string' },
        })),
        events: element.events.map((event) => ({ name: event.name, description: event.description })),
        js: {
          properties: element.members
            .filter((member) => member.kind === 'field')
            .map((member) => ({ name: member.name, description: member.description, value: { type: member.type?.text } })),
          events: element.events.map((event) => ({ name: event.name, description: event.description, value: { type: event.type?.text } })),
        },
      })),
    },
  },
};

writeFileSync(new URL('dist/vscode.html-custom-data.json', root), `${JSON.stringify(vscode, null, 2)}\n`);
writeFileSync(new URL('dist/web-types.json', root), `${JSON.stringify(webTypes, null, 2)}\n`);
