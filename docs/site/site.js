// The site's only script. Each example's element waits in a template until the example scrolls
// near, so a page with dozens of examples deals only the games a reader looks at.
const mount = (stage) => {
  const template = stage.querySelector('template');
  if (!template) return;
  const markup = template.content.cloneNode(true);
  const example = stage.closest('.example');
  const log = example?.querySelector('.event-log');
  // Listening before the element joins the page, which is when it deals: the log hears that first new-game too.
  if (log) {
    for (const name of example.dataset.events.split(' ')) {
      markup.firstElementChild.addEventListener(name, (event) => {
        const entry = document.createElement('li');
        const code = document.createElement('code');
        code.textContent = name;
        entry.append(code, ` ${JSON.stringify(event.detail)}`);
        log.prepend(entry);
      });
    }
  }
  stage.replaceChildren(markup);
};

const observer = new IntersectionObserver(
  (entries) => {
    for (const entry of entries.filter((each) => each.isIntersecting)) {
      observer.unobserve(entry.target);
      mount(entry.target);
    }
  },
  { rootMargin: '400px 0px' },
);
for (const stage of document.querySelectorAll('.stage')) observer.observe(stage);

// The theme playground: each control sets its custom property on the games and shows the CSS.
const playground = document.querySelector('.playground');
if (playground) {
  const games = document.querySelectorAll('.themed');
  const css = document.getElementById('theme-css');
  // Only the controls a reader changed: a colour control always holds some colour, changed or not.
  const changed = new Set();
  playground.addEventListener('input', (event) => {
    changed.add(event.target);
    const rules = [];
    for (const control of changed) {
      for (const game of games) game.style.setProperty(control.name, control.value);
      if (control.value) rules.push(`  ${control.name}: ${control.value};`);
    }
    css.textContent = rules.length ? `${playground.dataset.targets.split(' ').join(',\n')} {\n${rules.join('\n')}\n}` : '/* Change a control above. */';
  });
}
