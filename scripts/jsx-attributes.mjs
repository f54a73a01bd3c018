// The attributes of each element's tag as JSX writes them, from the manifest: the React types
// (src/react.ts) import them, so the list follows the elements instead of being kept by hand.
// The file is generated into src/ because tsc compiles the wrapper before the analyzer runs;
// test:package fails when the committed file differs from what the packed manifest gives.

/** Where the generated module lives, from the repository's root. */
export const JSX_ATTRIBUTES_FILE = 'src/react-attributes.ts';

/** A TypeScript type for an attribute's manifest type: a number is also written as a string. */
function attributeType(attribute) {
  const members = attribute.type.text
    .split('|')
    .map((member) => member.trim())
    .filter((member) => member !== 'null');
  const written = members.flatMap((member) => {
    if (member === 'number') return ['number', '`${number}`'];
    if (/^\d+$/.test(member)) return [member, `'${member}'`];
    // An attribute on by default is turned off by a value, not by its absence.
    if (member === 'boolean' && attribute.default === 'true') return ['boolean', "'on'", "'off'"];
    return [member];
  });
  return written.join(' | ');
}

const interfaceName = (tag) => `${tag.replace(/(?:^|-)(\w)/g, (_, letter) => letter.toUpperCase())}Attributes`;

/** The module's text for `manifest`: one interface per element, named after its tag. */
export function jsxAttributes(manifest) {
  const elements = manifest.modules.flatMap((module) => module.declarations ?? []).filter((declaration) => declaration.tagName);
  const interfaces = elements
    .toSorted((a, b) => a.tagName.localeCompare(b.tagName))
    .map((element) => {
      // dir and lang are React's own HTML attributes.
      const attributes = element.attributes.filter((attribute) => attribute.type && !['dir', 'lang'].includes(attribute.name));
      const lines = attributes.map((attribute) => `  ${/^\w+$/.test(attribute.name) ? attribute.name : `'${attribute.name}'`}?: ${attributeType(attribute)};`);
      return `/** The attributes of \`<${element.tagName}>\`. */\nexport interface ${interfaceName(element.tagName)} {\n${lines.join('\n')}\n}\n`;
    });
  return `// Generated from the custom elements manifest by scripts/jsx-attributes.mjs (npm run build): edit the elements, not this file.\n\n${interfaces.join('\n')}`;
}
