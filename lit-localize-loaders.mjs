// Part of `npm run localize:build`: writes src/locales/loaders.ts from lit-localize.json's
// targetLocales, so that adding a language is its XLIFF file and its code in that one list. Each
// language gets a literal import() of its own, which the bundle turns into a lazy chunk.
import { readFile, writeFile } from 'node:fs/promises';

const config = JSON.parse(await readFile(new URL('lit-localize.json', import.meta.url), 'utf8'));

// Each language's module takes `str` from where the element does (i18n/localization.ts), not
// from the package's index, which would bring @lit/localize's setup code along.
for (const locale of config.targetLocales) {
  const file = new URL(`${config.output.outputDir}/${locale}.ts`, import.meta.url);
  const text = (await readFile(file, 'utf8')).replace("import {str} from '@lit/localize';", "import {str} from '@lit/localize/internal/str-tag.js';");
  // A lit-localize that writes its import another way must stop the build, not ship the index.
  if (text.includes("from '@lit/localize'")) throw new Error(`${file.pathname}: an import from '@lit/localize' this script does not know`);
  await writeFile(file, text);
}
const lines = config.targetLocales.map((locale) => `  '${locale}': () => import('./${locale}.js'),`);
await writeFile(
  new URL(`${config.output.outputDir}/loaders.ts`, import.meta.url),
  `// Do not modify this file by hand!
// Re-generate this file by running \`npm run localize:build\` (from lit-localize.json).
import type { LocaleModule } from '@lit/localize';

/** Each translation, loaded when an element first speaks it; a language not listed has none. */
export const loaders: Readonly<Partial<Record<string, () => Promise<LocaleModule>>>> = {
${lines.join('\n')}
};
`,
);
