// Runs before anything else on the CSP host page (an external classic script, as the policy
// allows no inline one): it records every policy violation, uncaught error, warning and
// console.info (what the element says without warning, such as a solver on the main thread).
window.probe = { violations: [], errors: [], warnings: [], infos: [] };
document.addEventListener('securitypolicyviolation', (event) => {
  window.probe.violations.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`);
});
window.addEventListener('error', (event) => window.probe.errors.push(String(event.message)));
window.addEventListener('unhandledrejection', (event) => window.probe.errors.push(String(event.reason)));
const warn = console.warn;
console.warn = (...args) => {
  window.probe.warnings.push(args.map(String).join(' '));
  warn.apply(console, args);
};
const info = console.info;
console.info = (...args) => {
  window.probe.infos.push(args.map(String).join(' '));
  info.apply(console, args);
};
