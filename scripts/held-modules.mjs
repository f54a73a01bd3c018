/**
 * The dev server's site once more under `/held/<page>/…`, for a test page of its own (an iframe)
 * whose translations arrive only when the test says so, as on a slow network: its request for
 * `/held/<page>/src/locales/<locale>.…` waits until the test asks for
 * `/held/<page>/release?locale=<locale>&as=ok` (then it is served) or `&as=fail` (then it fails).
 * A page named `input-held-…` has its table input (`src/element/input/table-input.…`) held the
 * same way, released as `locale=table-input`.
 */
export function heldModules() {
  const gates = new Map();
  const gate = (key) => {
    if (!gates.has(key)) {
      let open;
      const opened = new Promise((resolve) => (open = resolve));
      gates.set(key, { opened, open });
    }
    return gates.get(key);
  };
  return async (context, next) => {
    const found = /^\/held\/([\w-]+)(\/.*)$/.exec(context.path);
    if (!found) return next();
    const [, page, path] = found;
    if (path === '/release') {
      gate(`${page}/${context.query.locale}`).open(context.query.as);
      context.status = 204;
      return;
    }
    const input = page.startsWith('input-held-') && /^\/src\/element\/input\/table-input\./.test(path);
    const locale = input ? 'table-input' : /^\/src\/locales\/(?!loaders\.)([\w-]+)\./.exec(path)?.[1];
    if (locale && (await gate(`${page}/${locale}`).opened) === 'fail') {
      context.status = 503;
      return;
    }
    context.url = context.querystring ? `${path}?${context.querystring}` : path;
    return next();
  };
}
