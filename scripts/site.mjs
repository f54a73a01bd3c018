// `npm run site`: the documentation site, a static folder (site/) any static host serves. Its pages
// are made from custom-elements.json, so every attribute, event, part and custom property the
// manifest lists has a running element beside its snippet, and one the manifest gains gets its
// example without an edit here. `--dev` writes the pages for `npm start`, loading the elements
// from the TypeScript sources instead of the copied bundles.
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const siteDir = join(root, 'site');

/** Values an example gives an attribute whose type names none (a free string), per game where it must be one of its own. */
const EXAMPLE_VALUES = {
  'deal-code': { 'klondike-solitaire': 'KL1-D1N-AAAAAAG', 'bakers-dozen-solitaire': 'BD1-AAAAAAG' },
  dir: 'rtl',
  lang: 'fr',
  'max-undos': '3',
  'storage-key': 'site-example',
  resume: 'off',
};

/** The languages each game's page shows it in. */
const LANGUAGES = [
  { lang: 'en', name: 'English' },
  { lang: 'fr', name: 'Français' },
  { lang: 'ar', name: 'العربية', dir: 'rtl' },
];

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
const oneLine = (text = '') => text.replace(/\s+/g, ' ').trim();
/** Doc comments mark code with backticks; the pages show it as code. */
const prose = (text) => escapeHtml(oneLine(text)).replace(/`([^`]+)`/g, '<code>$1</code>');

/** The first literal of an attribute's type that is not its default: `'standard' | 'vegas'` shows `vegas`. */
function exampleValue(tag, attribute) {
  const given = EXAMPLE_VALUES[attribute.name];
  if (given !== undefined) return typeof given === 'string' ? given : given[tag];
  const type = attribute.type?.text ?? '';
  if (type === 'boolean') return '';
  const literals = type
    .split('|')
    .map((part) => part.trim().replace(/^['"]|['"]$/g, ''))
    .filter((part) => part && !['string', 'number', 'null', 'undefined'].includes(part));
  const fallback = String(attribute.default ?? '').replace(/^['"]|['"]$/g, '');
  return literals.find((literal) => literal !== fallback) ?? literals[0] ?? fallback;
}

/** A value an example sets a custom property to: one that shows against the default look. */
function examplePropertyValue(name) {
  if (/width/.test(name)) return /min/.test(name) ? '56px' : '64px';
  if (/radius/.test(name)) return '14px';
  if (/card-back$/.test(name)) return 'repeating-linear-gradient(45deg, #1d3557 0 6px, #457b9d 6px 12px)';
  if (/felt/.test(name)) return '#3d2c5e';
  if (/focus/.test(name)) return '#ff9f1c';
  if (/face/.test(name)) return '#fdf6e3';
  return '#2a9d8f';
}

const attributeText = (pairs) =>
  Object.entries(pairs)
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join('');

/**
 * One example: its snippet as text, and the same markup in a template the page's script puts on
 * the page when it scrolls near (so a page of examples does not deal every game at load).
 */
function example({ id, title, description = '', markup, css = '', events }) {
  const snippet = css ? `<style>\n  ${css}\n</style>\n${markup}` : markup;
  const scoped = css ? `<style>#${id} ${css}</style>` : '';
  return `<section class="example" id="${id}"${events ? ` data-events="${escapeHtml(events.join(' '))}"` : ''}>
  <h3><a href="#${id}">${escapeHtml(title)}</a></h3>
  ${description ? `<p>${prose(description)}</p>` : ''}
  <pre class="snippet"><code>${escapeHtml(snippet)}</code></pre>
  ${scoped}
  <div class="stage"><template>${markup}</template></div>
  ${events ? '<ol class="event-log" aria-live="polite" aria-label="Events"></ol>' : ''}
</section>`;
}

function page({ title, body, scripts, nav }) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="site.css">
${scripts.map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`).join('\n')}
<script type="module" src="site.js"></script>
</head>
<body>
<nav class="site-nav">${nav}</nav>
<main>
${body}
</main>
</body>
</html>
`;
}

/** Every element page: attributes, events, parts, custom properties and languages, each with its running example. */
function elementPage(declaration, { importPath }) {
  const tag = declaration.tagName;
  const element = (attributes = {}) => `<${tag}${attributeText(attributes)}></${tag}>`;
  const sections = [];
  sections.push(`<h1><code>&lt;${tag}&gt;</code></h1>
<p>${prose(declaration.description ?? declaration.summary ?? '')}</p>
<pre class="snippet"><code>${escapeHtml(`<script type="module" src="${importPath}"></script>\n${element()}`)}</code></pre>`);

  sections.push('<h2 id="attributes">Attributes</h2>');
  for (const attribute of declaration.attributes ?? []) {
    const value = exampleValue(tag, attribute);
    const defaultText = attribute.default === undefined ? '' : ` Default: \`${String(attribute.default).replace(/^['"]|['"]$/g, '')}\`.`;
    sections.push(
      example({
        id: `attribute-${attribute.name}`,
        title: attribute.name,
        description: `${attribute.description ?? ''}${defaultText}`,
        markup: element({ [attribute.name]: value }),
      }),
    );
  }

  sections.push('<h2 id="events">Events</h2>');
  const events = (declaration.events ?? []).map((event) => event.name);
  sections.push(
    `<dl class="members">${(declaration.events ?? []).map((event) => `<dt><code>${escapeHtml(event.name)}</code></dt><dd>${prose(event.description ?? '')}</dd>`).join('')}</dl>`,
  );
  sections.push(
    example({
      id: 'events-log',
      title: 'Every event, as the host hears it',
      description: 'Play a card or start a new game: the log below lists each event and its detail.',
      markup: element(),
      events,
    }),
  );

  sections.push('<h2 id="parts">Parts</h2>');
  for (const part of declaration.cssParts ?? []) {
    sections.push(
      example({
        id: `part-${part.name}`,
        title: `::part(${part.name})`,
        description: part.description,
        markup: element(),
        css: `${tag}::part(${part.name}) { outline: 3px dashed #d6336c; outline-offset: -3px; }`,
      }),
    );
  }

  sections.push('<h2 id="custom-properties">Custom properties</h2><p>Try them all at once in the <a href="theme.html">theme playground</a>.</p>');
  for (const property of declaration.cssProperties ?? []) {
    const defaultText = property.default === undefined ? '' : ` Default: \`${property.default}\`.`;
    sections.push(
      example({
        id: `property${property.name}`,
        title: property.name,
        description: `${property.description ?? ''}${defaultText}`,
        markup: element({ style: `${property.name}: ${examplePropertyValue(property.name)}` }),
      }),
    );
  }

  sections.push('<h2 id="languages">Languages</h2>');
  for (const { lang, name, dir } of LANGUAGES) {
    sections.push(example({ id: `language-${lang}`, title: name, markup: element(dir ? { lang, dir } : { lang }) }));
  }
  return sections.join('\n');
}

/** The playground: every custom property of the first element as a control, the CSS it makes beside it. */
function themePage(declarations) {
  const properties = [...new Map(declarations.flatMap((declaration) => declaration.cssProperties ?? []).map((property) => [property.name, property])).values()];
  const controls = properties
    .map((property) => {
      const colour = /^#/.test(examplePropertyValue(property.name));
      // A colour control starts at the default where the manifest gives it as #rrggbb, the only form the control takes.
      const value = colour && /^#[0-9a-f]{6}$/i.test(property.default ?? '') ? ` value="${property.default}"` : '';
      const placeholder = colour ? '' : ` placeholder="${escapeHtml(property.default ?? examplePropertyValue(property.name))}"`;
      return `<label><code>${escapeHtml(property.name)}</code> <input name="${escapeHtml(property.name)}" type="${colour ? 'color' : 'text'}"${value}${placeholder}></label>`;
    })
    .join('\n');
  const tags = declarations.map((declaration) => declaration.tagName);
  return `<h1>Theme playground</h1>
<p>Every custom property both games read. Change one: the games follow, and the CSS to paste into your page is below.</p>
<form class="playground" data-targets="${escapeHtml(tags.join(' '))}">
${controls}
</form>
<pre class="snippet"><code id="theme-css">/* Change a control above. */</code></pre>
<div class="playground-games">${tags.map((tag) => `<${tag} class="themed"></${tag}>`).join('')}</div>`;
}

function indexPage(declarations, pkg) {
  return `<h1>${escapeHtml(pkg.name)}</h1>
<p>${escapeHtml(pkg.description)}</p>
<ul class="games">
${declarations.map((declaration) => `<li><a href="${declaration.tagName}.html"><code>&lt;${declaration.tagName}&gt;</code></a>: ${prose(declaration.summary ?? oneLine(declaration.description).split('. ')[0])}</li>`).join('\n')}
<li><a href="theme.html">Theme playground</a></li>
</ul>
${declarations.map((declaration) => example({ id: `game-${declaration.tagName}`, title: `<${declaration.tagName}>`, markup: `<${declaration.tagName}></${declaration.tagName}>` })).join('\n')}`;
}

/** Writes the site into `out`; `dev` pages load the elements from src/ through `npm start`'s server. */
export function buildSite({ dev = false, out = siteDir } = {}) {
  const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'));
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const declarations = manifest.modules.flatMap((module) => module.declarations ?? []).filter((declaration) => declaration.tagName);
  const scriptOf = (tag) => (dev ? `../src/${tag}.ts` : `elements/${tag}.bundled.js`);
  const scripts = declarations.map((declaration) => scriptOf(declaration.tagName));
  const nav = [
    ['index.html', 'Home'],
    ...declarations.map((declaration) => [`${declaration.tagName}.html`, `<${declaration.tagName}>`]),
    ['theme.html', 'Theme'],
  ]
    .map(([href, text]) => `<a href="${href}">${escapeHtml(text)}</a>`)
    .join(' · ');

  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  cpSync(join(root, 'docs/site'), out, { recursive: true });
  const pages = new Map([
    ['index.html', page({ title: pkg.name, body: indexPage(declarations, pkg), scripts, nav })],
    ['theme.html', page({ title: `Theme playground · ${pkg.name}`, body: themePage(declarations), scripts, nav })],
    ...declarations.map((declaration) => [
      `${declaration.tagName}.html`,
      page({
        title: `<${declaration.tagName}> · ${pkg.name}`,
        body: elementPage(declaration, { importPath: `https://cdn.jsdelivr.net/npm/${pkg.name}@${pkg.version}/dist/${declaration.tagName}.bundled.js` }),
        scripts: [scriptOf(declaration.tagName)],
        nav,
      }),
    ]),
  ]);
  for (const [name, text] of pages) writeFileSync(join(out, name), text);
  if (!dev) {
    // The bundles with their chunks, as a CDN serves them: the only files the pages load.
    mkdirSync(join(out, 'elements'));
    for (const declaration of declarations)
      cpSync(join(root, 'dist', `${declaration.tagName}.bundled.js`), join(out, 'elements', `${declaration.tagName}.bundled.js`));
    for (const folder of ['chunks', 'locales'])
      cpSync(join(root, 'dist', folder), join(out, 'elements', folder), { recursive: true, filter: (file) => !file.endsWith('.map') });
    // The workers' files and their text, which the bundles' chunks name beside tsc's modules.
    const workers = join(root, 'dist', 'solver', 'worker');
    mkdirSync(join(out, 'elements', 'solver', 'worker'), { recursive: true });
    for (const file of readdirSync(workers).filter((name) => /-worker(-source)?\.js$/.test(name)))
      cpSync(join(workers, file), join(out, 'elements', 'solver', 'worker', file));
  }
  return [...pages.keys()];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dev = process.argv.includes('--dev');
  const pages = buildSite({ dev });
  console.log(`site/: ${pages.length} pages${dev ? ' for npm start' : ''}`);
}
