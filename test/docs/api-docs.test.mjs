// scripts/api-docs.mjs on a small manifest of one element: what its tables say, and that nothing
// the manifest's doc comments hold reaches the HTML pages as markup.
import { expect } from 'chai';
import { describe, it } from 'mocha';
import prettier from 'prettier';
import { apiDocs } from '../../scripts/api-docs.mjs';

const pkg = { name: 'demo-package', exports: { './x-dial.js': { types: './dist/x-dial.d.ts', default: './dist/x-dial.js' } } };

const manifest = {
  schemaVersion: '2.1.0',
  modules: [
    {
      kind: 'javascript-module',
      path: 'dist/x-dial.js',
      exports: [{ kind: 'custom-element-definition', name: 'x-dial', declaration: { name: 'Dial', module: 'dist/element/dial.js' } }],
    },
    {
      kind: 'javascript-module',
      path: 'dist/element/dial.js',
      declarations: [
        {
          kind: 'class',
          name: 'Dial',
          tagName: 'x-dial',
          customElement: true,
          summary: 'A dial.',
          description: 'Turns without a <script> of its own,\nwrapped over two lines.',
          attributes: [
            { name: 'speed', fieldName: 'speed', type: { text: "'slow' | 'fast'" }, default: "'slow'", description: 'How fast it\nturns.' },
            { name: 'lang', type: { text: 'string' }, description: 'Its language.' },
          ],
          members: [
            { kind: 'field', name: 'speed', type: { text: "'slow' | 'fast'" }, attribute: 'speed', description: 'How fast it turns.' },
            { kind: 'field', name: 'turns', type: { text: 'number' }, readonly: true, description: 'Turns so far.' },
            {
              kind: 'method',
              name: 'turn',
              parameters: [{ name: 'by', type: { text: 'number' }, default: '1' }],
              return: { type: { text: 'Promise<void>' } },
              description: 'Turns it.',
            },
          ],
          events: [{ name: 'turn', type: { text: 'CustomEvent<TurnDetail>' }, description: 'After each turn. `detail`: `{turns}`.' }],
          cssParts: [{ name: 'knob', description: 'The knob.' }],
          cssProperties: [{ name: '--dial-color', description: 'Its colour.' }],
        },
      ],
    },
  ],
};

describe('API pages from custom-elements.json (scripts/api-docs.mjs)', () => {
  it('writes a Markdown and an HTML page for each element, and an index of each', async () => {
    const files = await apiDocs(manifest, pkg);
    expect([...files.keys()].sort()).to.deep.equal(['README.md', 'index.html', 'x-dial.html', 'x-dial.md']);
    for (const text of files.values()) expect(text).to.match(/^<!-- Generated from custom-elements\.json by `node scripts\/api-docs\.mjs`/);
    expect(files.get('README.md')).to.include('| [`<x-dial>`](x-dial.md) | `Dial` | A dial. |');
    expect(files.get('index.html')).to.include('<a href="x-dial.html"><code>&lt;x-dial&gt;</code></a>');
  });

  it('gives an attribute its property, the values it takes, its default and its description on one row', async () => {
    const page = (await apiDocs(manifest, pkg)).get('x-dial.md');
    expect(page).to.include("| `speed` | `speed` | `'slow' \\| 'fast'` | `'slow'` | How fast it turns. |");
    // No attribute sets `turns`: it is the one property of its own table.
    expect(page).to.include('| `turns` | `number` | Read-only. Turns so far. |');
    expect(page).not.to.match(/^\| `speed` \| `'slow'/m);
  });

  it('gives an event the type of its detail, and a method its signature', async () => {
    const page = (await apiDocs(manifest, pkg)).get('x-dial.md');
    expect(page).to.include('| `turn` | `TurnDetail` | After each turn. `detail`: `{turns}`. |');
    expect(page).to.include('| `turn(by: number = 1): Promise<void>` | Turns it. |');
    expect(page).to.include("`import 'demo-package/x-dial.js';`");
  });

  it('escapes every `<` the manifest holds in the HTML, in text and in code', async () => {
    const page = (await apiDocs(manifest, pkg)).get('x-dial.html');
    expect(page).to.include('Turns without a &lt;script&gt; of its own, wrapped over two lines.');
    expect(page).to.include('<code>turn(by: number = 1): Promise&lt;void&gt;</code>');
    expect(page).not.to.include('<script');
    expect(page).not.to.include('<void>');
  });

  it('lays the HTML out as Prettier does', async () => {
    const options = { printWidth: 160, singleQuote: true };
    const files = await apiDocs(manifest, pkg, options);
    for (const name of ['index.html', 'x-dial.html']) expect(await prettier.check(files.get(name), { ...options, parser: 'html' }), name).to.equal(true);
  });
});
