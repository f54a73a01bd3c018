// The live log: every event a host page would receive from any game on this page.
const EVENTS = ['move', 'win', 'new-game', 'config-error'] as const;
const MAX_ENTRIES = 200;

const log = document.querySelector<HTMLOListElement>('#log')!;
const mainGame = document.querySelector('.main-game')!;

for (const type of EVENTS) {
  // The events bubble out of the shadow root, so one listener on the document hears every game.
  document.addEventListener(type, (event) => record(event as CustomEvent));
}

function record(event: CustomEvent): void {
  const source = (event.target as HTMLElement).dataset.demo ?? 'game';
  const name = text('span', event.type, 'event');
  name.dataset.type = event.type;
  const entry = document.createElement('li');
  entry.append(
    text('time', new Date().toLocaleTimeString()),
    ' ',
    name,
    ' ',
    text('span', `from ${source}`, 'source'),
    text('code', JSON.stringify(event.detail), 'detail'),
  );
  log.prepend(entry);
  while (log.childElementCount > MAX_ENTRIES) log.lastElementChild!.remove();
}

function text(tag: string, content: string, className?: string): HTMLElement {
  const element = document.createElement(tag);
  element.textContent = content;
  if (className) element.className = className;
  return element;
}

document.querySelector('#clear-log')!.addEventListener('click', () => log.replaceChildren());
// Shows what a host sees on bad input: one warning, a config-error event, the game kept. The
// button names the attribute and its bad value. Removing it first makes a second click report
// again rather than be an unchanged attribute.
const badValue = document.querySelector<HTMLButtonElement>('#bad-value')!;
badValue.addEventListener('click', () => {
  const { attribute, value } = badValue.dataset;
  mainGame.removeAttribute(attribute!);
  mainGame.setAttribute(attribute!, value!);
});
