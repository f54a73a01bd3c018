// `npm run format` / `npm run format:check`. The code was written to long lines: 160 keeps most of
// them as they are and still fits two files side by side.
export default {
  printWidth: 160,
  singleQuote: true,
  trailingComma: 'all',
  // The CSS and markup inside css`` and html`` stay as written: reflowing a template moves the
  // whitespace between its elements, which the page renders, and turns escapes like \u21BB into
  // the characters themselves.
  embeddedLanguageFormatting: 'off',
};
