// The API pages of both elements, made from custom-elements.json at every build: docs/api/<tag>.md
// to read in the repository, docs/api/<tag>.html for `npm start` beside the demo, and an index of
// each. They are committed as the documentation, so `--check` (in CI, after the build) fails when
// the committed pages are not what the manifest gives: a doc comment changed in src/ cannot leave
// them behind. The build has just written the working tree, so the check reads git's index.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';

const GENERATED = 'Generated from custom-elements.json by `node scripts/api-docs.mjs` (part of `npm run build`): edit the doc comments in src/ instead.';
const DEMO = '../../demo/index.html';

/** A table cell: Markdown inline text (code spans are all the HTML rendering reads), or a link to another page. */
const link = (text, page) => ({ text, page });

/** `text` as a code span, fenced by more backticks than it holds. */
function code(text) {
  const fence = '`'.repeat(Math.max(0, ...[...text.matchAll(/`+/g)].map(([run]) => run.length)) + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** A doc comment's soft-wrapped lines as one. */
const oneLine = (text = '') => text.replace(/\s+/g, ' ').trim();
const paragraphs = (text = '') =>
  text
    .split(/\n\s*\n/)
    .map(oneLine)
    .filter(Boolean);

/** `CustomEvent<MoveDetail>` carries a `MoveDetail`. */
const detailOf = (type) => /^CustomEvent<(.+)>$/.exec(type ?? '')?.[1] ?? type ?? '';

const orEmpty = (value) => (value === undefined || value === '' ? '' : code(value));

function signature(method) {
  const parameters = (method.parameters ?? []).map(
    (parameter) =>
      `${parameter.rest ? '...' : ''}${parameter.name}${parameter.optional ? '?' : ''}${parameter.type ? `: ${parameter.type.text}` : ''}` +
      (parameter.default === undefined ? '' : ` = ${parameter.default}`),
  );
  return `${method.name}(${parameters.join(', ')}): ${method.return?.type?.text ?? 'void'}`;
}

/** The import that defines `tag`: the package's export of the module with its definition. */
function importOf(manifest, tag, { name, exports }) {
  const definition = manifest.modules.find((module) => module.exports?.some((entry) => entry.kind === 'custom-element-definition' && entry.name === tag));
  if (!definition) return undefined;
  const subpath = Object.entries(exports ?? {}).find(([, target]) => (typeof target === 'string' ? target : target.default) === `./${definition.path}`)?.[0];
  return subpath ? `${name}${subpath.slice(1)}` : definition.path;
}

/** A section whose columns that no row fills are left out; no section without rows. */
function section(heading, columns, rows) {
  if (rows.length === 0) return [];
  const kept = columns.map((_, index) => index).filter((index) => index === 0 || rows.some((row) => row[index] !== ''));
  return [{ heading, columns: kept.map((index) => columns[index]), rows: rows.map((row) => kept.map((index) => row[index])) }];
}

/** What a page says about one element, for either rendering. */
function elementPage(manifest, element, pkg) {
  const imported = importOf(manifest, element.tagName, pkg);
  // A property that an attribute sets has its row in the attributes' table.
  const attributed = new Set((element.attributes ?? []).map((attribute) => attribute.fieldName));
  const members = element.members ?? [];
  const fields = members.filter((member) => member.kind === 'field' && !attributed.has(member.name));
  const methods = members.filter((member) => member.kind === 'method');
  return {
    name: element.tagName,
    title: `<${element.tagName}>`,
    intro: [
      ...paragraphs(element.summary),
      ...paragraphs(element.description),
      `The class ${code(element.name)}${imported ? `, defined by ${code(`import '${imported}';`)}` : ''}.`,
    ],
    sections: [
      ...section(
        'Attributes',
        ['Attribute', 'Property', 'Type', 'Default', 'Description'],
        (element.attributes ?? []).map((attribute) => [
          code(attribute.name),
          orEmpty(attribute.fieldName),
          orEmpty(attribute.type?.text),
          orEmpty(attribute.default),
          oneLine(attribute.description),
        ]),
      ),
      ...section(
        'Properties',
        ['Property', 'Attribute', 'Type', 'Default', 'Description'],
        fields.map((field) => [
          code(field.name),
          orEmpty(field.attribute),
          orEmpty(field.type?.text),
          orEmpty(field.default),
          oneLine(`${field.readonly ? 'Read-only. ' : ''}${field.description ?? ''}`),
        ]),
      ),
      ...section(
        'Methods',
        ['Method', 'Description'],
        methods.map((method) => [code(signature(method)), oneLine(method.description)]),
      ),
      ...section(
        'Events',
        ['Event', 'Detail', 'Description'],
        (element.events ?? []).map((event) => [code(event.name), orEmpty(detailOf(event.type?.text)), oneLine(event.description)]),
      ),
      ...section(
        'Slots',
        ['Slot', 'Description'],
        (element.slots ?? []).map((slot) => [slot.name ? code(slot.name) : 'default', oneLine(slot.description)]),
      ),
      ...section(
        'CSS parts',
        ['Part', 'Description'],
        (element.cssParts ?? []).map((part) => [code(part.name), oneLine(part.description)]),
      ),
      ...section(
        'CSS custom properties',
        ['Property', 'Syntax', 'Default', 'Description'],
        (element.cssProperties ?? []).map((property) => [
          code(property.name),
          orEmpty(property.syntax),
          orEmpty(property.default),
          oneLine(property.description),
        ]),
      ),
    ],
  };
}

function indexPage(elements) {
  return {
    name: 'index',
    title: 'API reference',
    intro: ['One page for each element: its attributes, properties, methods, events and styling hooks, generated from `custom-elements.json`.'],
    sections: section(
      'Elements',
      ['Element', 'Class', 'Summary'],
      elements.map((element) => [link(code(`<${element.tagName}>`), element.tagName), code(element.name), oneLine(element.summary ?? element.description)]),
    ),
  };
}

function markdown(page) {
  const cell = (value) => (typeof value === 'string' ? value : `[${value.text}](${value.page}.md)`).replaceAll('|', '\\|');
  const row = (cells) => `| ${cells.map(cell).join(' | ')} |`;
  const lines = [`<!-- ${GENERATED} -->`, '', `# ${page.name === 'index' ? page.title : code(page.title)}`, ''];
  if (page.name !== 'index') lines.push('[API reference](README.md)', '');
  for (const paragraph of page.intro) lines.push(paragraph, '');
  for (const { heading, columns, rows } of page.sections) {
    lines.push(`## ${heading}`, '', row(columns), row(columns.map(() => '---')), ...rows.map(row), '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text) => text.replace(/[&<>"']/g, (character) => ENTITIES[character]);

/** Markdown inline text as HTML: its code spans as `<code>`, everything else as escaped text. */
function inlineHtml(text) {
  let html = '';
  let last = 0;
  for (const span of text.matchAll(/(`+)(?!`)(.*?[^`])\1(?!`)/g)) {
    const content = span[2].length > 2 && span[2].startsWith(' ') && span[2].endsWith(' ') ? span[2].slice(1, -1) : span[2];
    html += `${escapeHtml(text.slice(last, span.index))}<code>${escapeHtml(content)}</code>`;
    last = span.index + span[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

function html(page) {
  const cell = (value) => (typeof value === 'string' ? inlineHtml(value) : `<a href="${escapeHtml(`${value.page}.html`)}">${inlineHtml(value.text)}</a>`);
  const nav = [`<a href="${DEMO}">Demo</a>`, ...(page.name === 'index' ? [] : ['<a href="index.html">API reference</a>'])];
  const body = [
    `<nav>${nav.join(' · ')}</nav>`,
    `<h1>${page.name === 'index' ? escapeHtml(page.title) : `<code>${escapeHtml(page.title)}</code>`}</h1>`,
    ...page.intro.map((paragraph) => `<p>${inlineHtml(paragraph)}</p>`),
    ...page.sections.flatMap(({ heading, columns, rows }) => [
      `<h2>${escapeHtml(heading)}</h2>`,
      '<table>',
      `<thead><tr>${columns.map((column) => `<th>${escapeHtml(column)}</th>`).join('')}</tr></thead>`,
      `<tbody>${rows.map((row) => `<tr>${row.map((value) => `<td>${cell(value)}</td>`).join('')}</tr>`).join('')}</tbody>`,
      '</table>',
    ]),
  ];
  return [
    `<!-- ${GENERATED} -->`,
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<title>${escapeHtml(page.name === 'index' ? page.title : `${page.title} API`)}</title>`,
    '<link rel="icon" href="data:," />',
    '<link rel="stylesheet" href="../../demo/demo.css" />',
    '<link rel="stylesheet" href="./api.css" />',
    '</head>',
    `<body><main>${body.join('\n')}</main></body>`,
    '</html>',
  ].join('\n');
}

/**
 * Every file the manifest gives, by name in docs/api: a Markdown and an HTML page for each
 * element, and the index of each (README.md, index.html). The HTML is laid out by Prettier with
 * the repository's settings, so `prettier --check` agrees with the generator.
 */
export async function apiDocs(manifest, pkg, prettierOptions = {}) {
  const elements = manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration) => declaration.customElement && declaration.tagName)
    .sort((a, b) => (a.tagName < b.tagName ? -1 : 1));
  const pages = [indexPage(elements), ...elements.map((element) => elementPage(manifest, element, pkg))];
  const files = new Map();
  for (const page of pages) {
    files.set(page.name === 'index' ? 'README.md' : `${page.name}.md`, markdown(page));
    files.set(`${page.name}.html`, await prettier.format(html(page), { ...prettierOptions, parser: 'html' }));
  }
  return files;
}

/** The file in git's index, or undefined when it is not there. */
function staged(root, path) {
  try {
    return execFileSync('git', ['show', `:${path}`], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return undefined;
  }
}

async function main(check) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(`${root}custom-elements.json`, 'utf8'));
  } catch (error) {
    console.error(`No custom-elements.json (${error.message}): run \`npm run build\` or \`npx custom-elements-manifest analyze\` first.`);
    return 1;
  }
  const files = await apiDocs(manifest, pkg, (await prettier.resolveConfig(`${root}docs/api/index.html`)) ?? {});
  if (!check) {
    mkdirSync(`${root}docs/api`, { recursive: true });
    for (const [name, text] of files) writeFileSync(`${root}docs/api/${name}`, text);
    return 0;
  }
  const tracked = execFileSync('git', ['ls-files', 'docs/api'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  const stale = [
    ...[...files].filter(([name, text]) => staged(root, `docs/api/${name}`) !== text).map(([name]) => `docs/api/${name}: not what custom-elements.json gives`),
    ...tracked
      .filter((path) => /\.(md|html)$/.test(path) && !files.has(path.slice('docs/api/'.length)))
      .map((path) => `${path}: of no element in custom-elements.json`),
  ];
  for (const line of stale) console.error(line);
  if (stale.length > 0) console.error('Run `npm run build` (or `node scripts/api-docs.mjs` after `npx custom-elements-manifest analyze`) and commit docs/api.');
  return stale.length > 0 ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = await main(process.argv.includes('--check'));
