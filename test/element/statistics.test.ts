import { expect, html } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import { nothing } from 'lit';
import type { KlondikeConfigErrorDetail, KlondikeSolitaire } from '../../src/index.js';
import {
  VECTOR,
  WINNING_DEAL,
  part,
  playByApi,
  recorded,
  solitaire,
  speaks,
  statisticsAfterWin,
  warnings,
  winningActions,
  storageKey,
  storageWrites,
} from './support/helpers.js';
import { withReducedMotion } from './support/motion.js';

const freshKey = (): string => storageKey('statistics');

function win(el: KlondikeSolitaire): void {
  for (const action of winningActions()) expect(playByApi(el, action)).to.equal(true);
  expect(el.won).to.equal(true);
}

// What is counted, not how the cards move: a win opens its dialog at once, without the cascade.
withReducedMotion();

describe('statistics', () => {
  it('count wins, games given up, streaks, best score and fastest win for each draw × scoring', async () => {
    const key = freshKey();
    const el = await solitaire(html`<klondike-solitaire storage-key=${key} deal-code=${WINNING_DEAL}></klondike-solitaire>`);
    expect(el.stats.map(({ draw, scoring }) => `${draw}-${scoring}`)).to.deep.equal(['1-standard', '3-standard', '1-vegas', '3-vegas']);
    expect(el.stats[0]).to.deep.equal({
      draw: 1,
      scoring: 'standard',
      played: 0,
      won: 0,
      winRate: 0,
      currentStreak: 0,
      longestStreak: 0,
      bestScore: null,
      fastestWinMs: null,
    });
    win(el);
    const score = el.score;
    expect(el.stats[0]).to.deep.include({ played: 1, won: 1, winRate: 1, currentStreak: 1, longestStreak: 1, bestScore: score, fastestWinMs: el.elapsedMs });
    await el.newGame({ dealCode: WINNING_DEAL });
    win(el);
    expect(el.stats[0]).to.deep.include({ played: 2, won: 2, currentStreak: 2, longestStreak: 2 });
    await el.newGame({ dealCode: VECTOR });
    await el.newGame({ dealCode: VECTOR });
    expect(el.stats[0].played, 'a deal left without a move is not a game played').to.equal(2);
    expect(el.move('tableau-5', 'tableau-6')).to.equal(true);
    await el.newGame({ draw: 3, scoring: 'vegas' });
    expect(el.stats[0]).to.deep.include({ played: 3, won: 2, winRate: 2 / 3, currentStreak: 0, longestStreak: 2, bestScore: score });
    expect(el.turnStock()).to.equal(true);
    await el.newGame();
    expect(el.stats[3], 'a game given up sets no best score').to.deep.include({
      draw: 3,
      scoring: 'vegas',
      played: 1,
      won: 0,
      bestScore: null,
      fastestWinMs: null,
    });
    expect(el.stats[1].played).to.equal(0);
  });

  it('are kept per storage key, shared by the elements of that key, and reset', async () => {
    const [key, other] = [freshKey(), freshKey()];
    const el = await solitaire(html`<klondike-solitaire storage-key=${key} deal-code=${WINNING_DEAL}></klondike-solitaire>`);
    win(el);
    el.remove();
    const again = await solitaire(html`<klondike-solitaire storage-key=${key}></klondike-solitaire>`);
    expect(again.stats[0]).to.include({ played: 1, won: 1 });
    const elsewhere = await solitaire(html`<klondike-solitaire storage-key=${other}></klondike-solitaire>`);
    expect(elsewhere.stats[0]).to.include({ played: 0, won: 0 });
    again.resetStats();
    expect(again.stats[0]).to.include({ played: 0, won: 0, bestScore: null });
    const stats = again.stats;
    stats[0] = { ...stats[0], won: 99 };
    expect(again.stats[0].won, 'stats is a fresh copy').to.equal(0);
  });

  it('without a storage key live as long as the element and write nothing', async () => {
    const written = await storageWrites(async () => {
      const el = await solitaire(html`<klondike-solitaire deal-code=${WINNING_DEAL}></klondike-solitaire>`);
      win(el);
      expect(el.stats[0]).to.include({ played: 1, won: 1 });
    });
    expect(written).to.deep.equal([]);
  });

  it('a best score stored without a win, as earlier versions counted it, reads as none', async () => {
    const key = freshKey();
    const counts = { played: 2, won: 0, currentStreak: 0, longestStreak: 0, bestScore: -52, fastestWinMs: null };
    localStorage.setItem(`klondike-solitaire:${key}:stats`, JSON.stringify({ format: 'klondike-solitaire-stats', version: 1, modes: { '1-vegas': counts } }));
    const el = await solitaire(html`<klondike-solitaire storage-key=${key}></klondike-solitaire>`);
    await el.updateComplete;
    expect(el.stats[2]).to.deep.include({ played: 2, won: 0, bestScore: null });
  });

  it('corrupt statistics are set aside with one warning; counting starts again', async () => {
    const key = freshKey();
    const bad = JSON.stringify({ format: 'klondike-solitaire-stats', version: 1, modes: { '1-standard': { played: 1, won: 5 } } });
    localStorage.setItem(`klondike-solitaire:${key}:stats`, bad);
    const el = await solitaire(html`<klondike-solitaire storage-key=${key}></klondike-solitaire>`);
    let errors: CustomEvent<KlondikeConfigErrorDetail>[] = [];
    const warned = await warnings(async () => {
      errors = await recorded(el, 'config-error', () => expect(el.stats[0].played).to.equal(0));
    });
    expect(warned).to.have.length(1);
    expect(errors[0].detail.attribute).to.equal('storage-key');
    expect(localStorage.getItem(`klondike-solitaire:${key}:stats:set-aside`)).to.equal(bad);
    expect(el.stats[0].played).to.equal(0);
  });

  it('the Statistics dialog: a labelled table of the four modes, a reset that asks first, focus back on the button', async () => {
    const key = freshKey();
    const el = await solitaire(html`<klondike-solitaire storage-key=${key} deal-code=${WINNING_DEAL}></klondike-solitaire>`);
    win(el);
    // Statistics is in the bar's menu: the focus comes back to the menu button.
    const { dialog, opener } = await statisticsAfterWin(el);
    expect(dialog.open).to.equal(true);
    expect(dialog.getAttribute('aria-labelledby')).to.equal('statistics-title');
    expect(part(el, '#statistics-title').textContent).to.equal('Statistics');
    expect([...dialog.querySelectorAll('thead th[scope="col"]')]).to.have.length(4);
    const rows = [...dialog.querySelectorAll('tbody tr')].map((row) => [
      row.querySelector('th[scope="row"]')!.textContent,
      ...[...row.querySelectorAll('td')].map((cell) => cell.textContent),
    ]);
    expect(rows[0]).to.deep.equal(['Games played', '1', '0', '0', '0']);
    expect(rows[2]).to.deep.equal(['Win rate', '100%', '—', '—', '—']);
    expect(rows[5][1]).to.equal(String(el.score));
    expect(rows[6][1]).to.match(/^\d+:\d\d$/);
    expect((el.shadowRoot!.activeElement as HTMLElement).classList.contains('close-statistics')).to.equal(true);
    part(el, '.reset-statistics').click();
    await el.updateComplete;
    expect(el.stats[0].played, 'nothing is reset before the player confirms').to.equal(1);
    expect((el.shadowRoot!.activeElement as HTMLElement).classList.contains('keep-statistics')).to.equal(true);
    part(el, '.confirm-reset').click();
    await el.updateComplete;
    expect(el.stats[0].played).to.equal(0);
    expect(part(el, '.statistics-news').textContent).to.contain('reset');
    expect(dialog.querySelector('tbody td')!.textContent).to.equal('0');
    part(el, '.close-statistics').click();
    await el.updateComplete;
    expect(dialog.open).to.equal(false);
    expect(el.shadowRoot!.activeElement).to.equal(opener);
  });

  it('the Statistics dialog is a chunk loaded on the first click: in-memory figures, its own styles, one copy on later clicks', async () => {
    const el = await solitaire(html`<klondike-solitaire deal-code=${WINNING_DEAL}></klondike-solitaire>`);
    expect(el.shadowRoot!.querySelector('dialog.statistics'), 'nothing of the dialog before it is asked for').to.equal(null);
    win(el);
    await el.updateComplete;
    (part(el, 'dialog.win') as HTMLDialogElement).close();
    part(el, 'button.stats').click();
    await el.updateComplete;
    const dialog = part(el, 'dialog.statistics') as HTMLDialogElement;
    expect(dialog.open).to.equal(true);
    expect(dialog.querySelector('tbody td')!.textContent, 'counted in memory, without a storage key').to.equal('1');
    expect(getComputedStyle(part(el, '.statistics-scroll')).overflowX, 'the chunk adopted its stylesheet').to.equal('auto');
    const sheets = el.shadowRoot!.adoptedStyleSheets.length;
    part(el, '.close-statistics').click();
    part(el, 'button.stats').click();
    await el.updateComplete;
    expect(dialog.open).to.equal(true);
    expect(el.shadowRoot!.querySelectorAll('dialog.statistics')).to.have.length(1);
    expect(el.shadowRoot!.adoptedStyleSheets.length, 'the styles are adopted once').to.equal(sheets);
  });

  it('the Statistics dialog speaks the element’s language', async () => {
    const el = await solitaire(html`<klondike-solitaire lang="fr" deal-code=${VECTOR}></klondike-solitaire>`);
    await speaks(el, 'fr');
    part(el, 'button.stats').click();
    await el.updateComplete;
    expect(part(el, 'dialog.statistics').closest('[lang]')!.getAttribute('lang')).to.equal('fr');
    expect(part(el, 'dialog.statistics thead th').textContent).to.contain('Tirage par 1');
    expect(part(el, '.close-statistics').textContent.trim()).to.equal('Fermer');
  });
});

describe('what counts as a game lost', () => {
  const newGameDialog = async (el: KlondikeSolitaire): Promise<HTMLDialogElement> => {
    const button = part(el, 'button.new-game').getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(button.x + button.width / 2), Math.round(button.y + button.height / 2)] });
    await el.updateComplete;
    const dialog = part(el, 'dialog.new-game') as HTMLDialogElement;
    expect(dialog.open).to.equal(true);
    return dialog;
  };
  const warning = (dialog: HTMLDialogElement): string | null => dialog.querySelector('.loss-warning')?.textContent.trim() ?? null;
  afterEach(() => resetMouse());

  for (const key of [null, 'undone']) {
    it(`a game undone back to the deal and left is no game lost${key ? ', with a storage key' : ''}`, async () => {
      const el = await solitaire(html`<klondike-solitaire storage-key=${key === null ? nothing : freshKey()} deal-code=${WINNING_DEAL}></klondike-solitaire>`);
      win(el);
      await el.newGame({ dealCode: VECTOR });
      expect(el.move('tableau-5', 'tableau-6')).to.equal(true);
      expect(el.turnStock()).to.equal(true);
      expect(el.undo() && el.undo()).to.equal(true);
      await el.newGame({ dealCode: VECTOR });
      expect(el.stats[0]).to.deep.include({ played: 1, won: 1, currentStreak: 1 });
      expect(el.move('tableau-5', 'tableau-6')).to.equal(true);
      await el.newGame({ dealCode: VECTOR });
      expect(el.stats[0], 'one move left on the line is a game lost').to.deep.include({ played: 2, won: 1, currentStreak: 0 });
    });
  }

  it('the New game dialog says the game in progress will count as a loss, only when it would', async () => {
    const el = await solitaire(html`<klondike-solitaire deal-code=${VECTOR}></klondike-solitaire>`);
    let dialog = await newGameDialog(el);
    expect(warning(dialog), 'a deal without a move').to.equal(null);
    dialog.close();
    expect(el.move('tableau-5', 'tableau-6')).to.equal(true);
    dialog = await newGameDialog(el);
    expect(warning(dialog)).to.equal('The game in progress will count as a loss in the statistics.');
    dialog.close();
    expect(el.undo()).to.equal(true);
    dialog = await newGameDialog(el);
    expect(warning(dialog), 'undone back to the deal').to.equal(null);
    dialog.close();
    await el.newGame({ dealCode: WINNING_DEAL });
    win(el);
    await el.updateComplete;
    (part(el, 'dialog.win') as HTMLDialogElement).close();
    dialog = await newGameDialog(el);
    expect(warning(dialog), 'a won game').to.equal(null);
  });

  it('a copy another copy has taken the key from counts nothing, and warns of no loss', async () => {
    const key = freshKey();
    const older = await solitaire(html`<klondike-solitaire storage-key=${key} deal-code=${VECTOR}></klondike-solitaire>`);
    await warnings(async () => {
      await solitaire(html`<klondike-solitaire storage-key=${key} deal-code=${VECTOR}></klondike-solitaire>`);
      expect(older.move('tableau-5', 'tableau-6')).to.equal(true);
      await older.updateComplete;
    });
    const dialog = await newGameDialog(older);
    expect(warning(dialog)).to.equal(null);
  });

  it('the warning speaks the element’s language', async () => {
    const el = await solitaire(html`<klondike-solitaire deal-code=${VECTOR}></klondike-solitaire>`);
    expect(el.move('tableau-5', 'tableau-6')).to.equal(true);
    for (const [lang, words] of [
      ['fr', 'La partie en cours comptera comme une défaite dans les statistiques.'],
      ['ar', 'ستُحتسب المباراة الجارية خسارةً في الإحصاءات.'],
    ] as const) {
      el.lang = lang;
      await speaks(el, lang);
      const dialog = await newGameDialog(el);
      expect(warning(dialog)).to.equal(words);
      dialog.close();
    }
  });

  it('statistics an earlier version stored (no Vegas balance) carry on: the win dialog and the record add this win', async () => {
    const key = freshKey();
    const counts = { played: 4, won: 2, currentStreak: 1, longestStreak: 2, bestScore: 600, fastestWinMs: 400_000 };
    localStorage.setItem(
      `klondike-solitaire:${key}:stats`,
      JSON.stringify({ format: 'klondike-solitaire-stats', version: 1, modes: { '1-standard': counts } }),
    );
    const el = await solitaire(html`<klondike-solitaire storage-key=${key} deal-code=${WINNING_DEAL}></klondike-solitaire>`);
    win(el);
    await el.updateComplete;
    expect(part(el, '.win-stats .win-won dd').textContent).to.equal('3');
    expect(part(el, '.win-stats .win-win-rate dd').textContent).to.equal('60%');
    expect(part(el, '.win-stats .win-current-streak dd').textContent).to.equal('2');
    const stored = JSON.parse(localStorage.getItem(`klondike-solitaire:${key}:stats`)!) as {
      version: number;
      modes: Record<string, object>;
      vegasBalance: number;
    };
    expect(stored.version).to.equal(1);
    expect(stored.vegasBalance).to.equal(0);
    expect(stored.modes['1-standard']).to.deep.include({ played: 5, won: 3, currentStreak: 2, longestStreak: 2, bestScore: 600 });
    expect(localStorage.getItem(`klondike-solitaire:${key}:stats:set-aside`), 'nothing set aside').to.equal(null);
  });
});
