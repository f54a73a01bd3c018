/**
 * A `send-touch` test command: real touch input through the DevTools protocol, one finger that
 * starts, moves and ends as a player's does. Playwright's own touchscreen only taps.
 * Payload: `{ type: 'touchStart' | 'touchMove' | 'touchEnd', position?: [x, y] }`.
 */
export function sendTouchPlugin() {
  const sessions = new WeakMap();
  return {
    name: 'send-touch-command',
    async executeCommand({ command, payload, session }) {
      if (command !== 'send-touch') return undefined;
      if (session.browser.type !== 'playwright') throw new Error('send-touch runs on Playwright only');
      const page = session.browser.getPage(session.id);
      let cdp = sessions.get(page);
      if (!cdp) sessions.set(page, (cdp = await page.context().newCDPSession(page)));
      const touchPoints = payload.type === 'touchEnd' ? [] : [{ x: payload.position[0], y: payload.position[1], id: 0 }];
      await cdp.send('Input.dispatchTouchEvent', { type: payload.type, touchPoints });
      return true;
    },
  };
}
