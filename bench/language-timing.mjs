// The element's figures for a page in another language than English: how soon the dealt table and
// the words in the page's language appear, on this machine's loopback and on a network where each
// request takes a fixed time, and whether a word of English was ever on the table meanwhile.
import { setTimeout as wait } from 'node:timers/promises';
import { median, ms, verdict } from './figures.mjs';

/** The New game button once the element speaks each language: the sign its words have arrived. */
const NEW_GAME = { ar: 'لعبة جديدة', fr: 'Nouvelle partie' };

/**
 * In the page, before any of its scripts: watches every shadow root from its creation, at each of
 * its mutations and at each animation frame, and notes (in ms from the navigation) when the first
 * element showed a dealt table and when it showed its words (`newGame` on its New game button),
 * and until then the Latin words of its text and labels at each look.
 */
function recordLanguage({ newGame }) {
  const roots = [];
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attach.call(this, init);
    roots.push(root);
    new MutationObserver(() => look(root)).observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
    return root;
  };
  const latinWords = (root) => {
    const texts = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if (!node.parentElement.closest('style')) texts.push(node.data);
    for (const element of root.querySelectorAll('*')) for (const name of ['aria-label', 'title', 'placeholder']) texts.push(element.getAttribute(name) ?? '');
    return [...new Set(texts.join(' ').match(/[A-Za-z]+/g))];
  };
  const record = { dealt: null, words: null, samples: [], wordsNow: () => latinWords(roots[0]) };
  window.__language = record;
  function look(root) {
    const now = performance.now();
    if (record.dealt === null && root.querySelectorAll('[data-card]').length >= 7) record.dealt = now;
    if (record.words !== null) return;
    if (root.querySelector('button.new-game')?.textContent.trim() === newGame) record.words = now;
    else record.samples.push({ at: now, words: latinWords(root) });
  }
  const frame = () => {
    for (const root of roots) look(root);
    if (record.words === null) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * Loads the host page at `path` in a fresh page where every request waits `latencyMs` first, and
 * returns the recorder's figures once the words are there.
 */
async function loadOnce(browser, url, { lang, latencyMs }) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    await page.addInitScript(recordLanguage, { newGame: NEW_GAME[lang] });
    if (latencyMs > 0) {
      await page.route('**/*', async (route) => {
        await wait(latencyMs);
        await route.continue();
      });
    }
    await page.goto(url);
    await page.waitForFunction(() => window.__language.words !== null && window.__language.dealt !== null, null, { timeout: 30000 });
    // English is a Latin word shown before the words came that the element no longer shows.
    return await page.evaluate(() => {
      const { dealt, words, samples, wordsNow } = window.__language;
      const final = new Set(wordsNow());
      const english = samples.map(({ at, words }) => ({ at, words: words.filter((word) => !final.has(word)) })).filter((sample) => sample.words.length > 0);
      const script = performance.getEntriesByType('resource').find((entry) => entry.name.includes('.bundled.js'));
      return { dealt, words, scriptEnd: script.responseEnd, englishFrom: english[0]?.at ?? null, englishWords: english[0]?.words.slice(0, 4) ?? [] };
    });
  } finally {
    await page.close();
  }
}

/**
 * Each scenario `runs` times: `{ name, url, lang, latencyMs }`. Per scenario the median time from
 * the navigation to the dealt table and to the words, from the bundle's arrival to each, and in
 * how many of the runs English showed.
 */
export async function measureLanguageLoads(browser, scenarios, runs) {
  const results = [];
  for (const scenario of scenarios) {
    const loads = [];
    for (let run = 0; run < runs; run++) loads.push(await loadOnce(browser, scenario.url, scenario));
    results.push({ ...scenario, loads });
  }
  return results;
}

/** The report's rows for `measureLanguageLoads`' results. */
export function languageRows(results) {
  const rows = [];
  for (const { name, loads } of results) {
    const dealt = median(loads.map((load) => load.dealt));
    const words = median(loads.map((load) => load.words));
    const afterScript = median(loads.map((load) => load.dealt - load.scriptEnd));
    const english = loads.filter((load) => load.englishFrom !== null);
    rows.push(
      [`${name}: navigation → dealt table, median of ${loads.length}`, `${ms(dealt)} (${ms(afterScript)} after the bundle arrived)`, '', ''],
      ['  … → its words in the page language', `${ms(words)} (${ms(words - dealt)} after the table)`, '', ''],
      [
        '  English on the table',
        english.length === 0
          ? 'never'
          : `in ${english.length} of ${loads.length} runs, for ${ms(median(english.map((load) => load.words - load.englishFrom)))} (${english[0].englishWords.join(', ')} …)`,
        'never',
        verdict(english.length === 0),
      ],
    );
  }
  return rows;
}
